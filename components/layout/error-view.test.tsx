import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import { ErrorView } from './error-view';
import { ShellStringsContext, type ShellStrings } from './shell-strings';

const strings = (catalog: typeof en): ShellStrings => ({
  errorSubtitle: catalog.shell.errorSubtitle,
  errorUnknown: catalog.shell.errorUnknown,
  errorCode: catalog.shell.errorCode,
  retry: catalog.common.retry,
  backHome: catalog.common.backHome,
  loading: catalog.common.loading,
  homeHref: catalog === en ? '/en' : '/',
});

describe('<ErrorView/> without an intl provider', () => {
  it('shows the message, the subtitle, retry and the way home in the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    const error = Object.assign(new Error('Boom'), { digest: 'abc123' });
    render(
      <ShellStringsContext value={strings(en)}>
        <ErrorView error={error} retry={retry} />
      </ShellStringsContext>,
    );
    expect(await screen.findByRole('heading', { name: en.shell.errorSubtitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Boom');
    expect(screen.getByText('Error id: abc123')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: en.common.backHome })).toHaveAttribute('href', '/en');
  });

  it('falls back to the unknown-error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ShellStringsContext value={strings(zh as unknown as typeof en)}>
        <ErrorView error={null} />
      </ShellStringsContext>,
    );
    expect(await screen.findByRole('heading', { name: zh.shell.errorSubtitle })).toHaveTextContent('页面出错');
    expect(screen.getByRole('alert')).toHaveTextContent(zh.shell.errorUnknown);
  });
});
