import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import { TestModeRibbon } from './test-mode-ribbon';

describe('<TestModeRibbon/>', () => {
  it('says test mode in a note when on', () => {
    render(
      <NextIntlClientProvider locale="zh-Hans" messages={{ funds: zh.funds }}>
        <TestModeRibbon on />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(zh.funds.testMode);
  });

  it('shows nothing when off', () => {
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={{ funds: en.funds }}>
        <TestModeRibbon on={false} />
      </NextIntlClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
