import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { CodeLoginForm } from './code-login-form';
import { finishSignIn } from './finish-sign-in';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

const CODE = 'PAq3Zk9_x-1vWcY2bN8eRt4uLm0pHs7jWXYZ';
const CONSENT = en.auth.linkExtensionConsent.replace('{tail}', 'WXYZ');

/** Signs in with an e-mail code and answers with the form body the call sent. */
async function signIn(tickConsent: boolean): Promise<URLSearchParams> {
  const bodies: URLSearchParams[] = [];
  server.use(
    mock.post('/api/passport-management/login-by-email', async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({ signedIn: true });
    }),
  );
  const { container } = render(
    <NextIntlClientProvider locale="en" messages={{ auth: en.auth, validation: en.validation, errors: en.errors }}>
      <CodeLoginForm mode="email" homeHref="/en" />
    </NextIntlClientProvider>,
  );
  fireEvent.change(container.querySelector('#login-email_email')!, { target: { value: 'amy@example.com' } });
  fireEvent.change(container.querySelector('#login-email_otp')!, { target: { value: '123456' } });
  if (tickConsent) fireEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
  fireEvent.click(screen.getByRole('button', { name: en.auth.submit }));
  await waitFor(() => expect(finishSignIn).toHaveBeenCalledTimes(1));
  expect(bodies).toHaveLength(1);
  return bodies[0];
}

beforeEach(() => configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() }));
afterEach(() => {
  vi.mocked(finishSignIn).mockClear();
  window.history.replaceState(null, '', '/');
});

describe('<CodeLoginForm/> and an extension code in the URL', () => {
  it('shows no consent box and sends no code when the URL carries none', async () => {
    window.history.replaceState(null, '', '/en/login-by-code');
    const body = await signIn(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(body.get('email')).toBe('amy@example.com');
    expect(body.has('bind_link_pre_auth_code')).toBe(false);
  });

  it('signs in without the code while the box stays unticked', async () => {
    window.history.replaceState(null, '', `/en/login-by-code?bind_link_pre_auth_code=${CODE}`);
    const body = await signIn(false);
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(body.has('bind_link_pre_auth_code')).toBe(false);
    expect(finishSignIn).toHaveBeenCalledWith('/en');
  });

  it('sends the code with the sign-in when the box is ticked', async () => {
    window.history.replaceState(null, '', `/en/login-by-code?pre_auth_code=${CODE}`);
    const body = await signIn(true);
    expect(body.get('bind_link_pre_auth_code')).toBe(CODE);
    expect(finishSignIn).toHaveBeenCalledWith('/en');
  });
});
