import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { errorText, getRuntime } from '@/lib/api/runtime';
import { HttpSetup } from '@/components/providers/http-setup';

describe('<HttpSetup/>', () => {
  it('configures the client with the locale and errors texts, rendering nothing', () => {
    const { container } = render(<HttpSetup locale="en" errors={en.errors} />);
    expect(container).toBeEmptyDOMElement();
    expect(getRuntime().locale).toBe('en');
    expect(errorText('requestMsg1')).toBe(en.errors.requestMsg1);
  });
});
