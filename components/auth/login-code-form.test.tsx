import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { finishSignIn } from './finish-sign-in';
import { LoginCodeForm } from './login-code-form';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

const CODE = 'PAq3Zk9_x-1vWcY2bN8eRt4uLm0pHs7jWXYZ';
const CONSENT = en.auth.linkExtensionConsent.replace('{tail}', 'WXYZ');

/** Signs in with a login code; login-by-code takes no extension code, so finishSignIn links the consented one. */
async function signIn(tickConsent: boolean): Promise<void> {
  server.use(mock.post('/api/passport-management/login-by-code', () => HttpResponse.json({ signedIn: true })));
  const { container } = render(
    <NextIntlClientProvider locale="en" messages={{ auth: en.auth, errors: en.errors }}>
      <LoginCodeForm homeHref="/en" />
    </NextIntlClientProvider>,
  );
  fireEvent.change(container.querySelector('#login-code_code')!, { target: { value: 'LC-123456' } });
  if (tickConsent) fireEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
  fireEvent.click(screen.getByRole('button', { name: en.auth.submit }));
  await waitFor(() => expect(finishSignIn).toHaveBeenCalledTimes(1));
}

beforeEach(() => configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() }));
afterEach(() => {
  vi.mocked(finishSignIn).mockClear();
  window.history.replaceState(null, '', '/');
});

describe('<LoginCodeForm/> and an extension code in the URL', () => {
  it('shows no consent box and links nothing when the URL carries no code', async () => {
    window.history.replaceState(null, '', '/en/login-by-code');
    await signIn(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(finishSignIn).toHaveBeenCalledWith('/en', { bindCode: null });
  });

  it('links nothing while the box stays unticked', async () => {
    window.history.replaceState(null, '', `/en/login-by-code?bind_link_pre_auth_code=${CODE}`);
    await signIn(false);
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(finishSignIn).toHaveBeenCalledWith('/en', { bindCode: null });
  });

  it('links the code after signing in when the box is ticked', async () => {
    window.history.replaceState(null, '', `/en/login-by-code?bind_link_pre_auth_code=${CODE}`);
    await signIn(true);
    expect(finishSignIn).toHaveBeenCalledWith('/en', { bindCode: CODE });
  });
});
