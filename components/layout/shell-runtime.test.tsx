import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { errorText, getRuntime } from '@/lib/api/runtime';
import { ShellRuntime } from './shell-runtime';
import type { ShellStrings } from './shell-strings';

const strings: ShellStrings = {
  errorSubtitle: en.shell.errorSubtitle,
  errorUnknown: en.shell.errorUnknown,
  errorCode: en.shell.errorCode,
  retry: en.common.retry,
  backHome: en.common.backHome,
  loading: en.common.loading,
  homeHref: '/en',
};

describe('<ShellRuntime/>', () => {
  it('configures the client with the locale and errors texts; the offline notice stays empty while online', () => {
    render(
      <ShellRuntime locale="en" errors={en.errors} offlineLabel={en.shell.offline} strings={strings}>
        <p>page</p>
      </ShellRuntime>,
    );
    expect(getRuntime().locale).toBe('en');
    expect(errorText('requestMsg1')).toBe(en.errors.requestMsg1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('loads the page again on a server-rendered retry (button[data-reload]), not on other buttons', () => {
    const reload = vi.fn();
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <ShellRuntime locale="en" errors={en.errors} offlineLabel={en.shell.offline} strings={strings}>
        <button type="button">other</button>
        <button type="button" data-reload>
          <span>{en.common.retry}</span>
        </button>
      </ShellRuntime>,
    );
    act(() => screen.getByRole('button', { name: 'other' }).click());
    expect(reload).not.toHaveBeenCalled();
    act(() => screen.getByText(en.common.retry).click());
    expect(reload).toHaveBeenCalledTimes(1);
    location.mockRestore();
  });

  it('says so while the connection is lost', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <ShellRuntime locale="en" errors={en.errors} offlineLabel={en.shell.offline} strings={strings}>
        <p>page</p>
      </ShellRuntime>,
    );
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(en.shell.offline);
    onLine.mockRestore();
  });
});
