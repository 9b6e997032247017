import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { finishSignIn } from './finish-sign-in';
import { PasswordLoginForm } from './password-login-form';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

const CODE = 'PAq3Zk9_x-1vWcY2bN8eRt4uLm0pHs7jWXYZ';
const CONSENT = en.auth.linkExtensionConsent.replace('{tail}', 'WXYZ');

const renderForm = () =>
  render(
    <NextIntlClientProvider locale="en" messages={{ auth: en.auth, validation: en.validation, errors: en.errors }}>
      <PasswordLoginForm homeHref="/en" />
    </NextIntlClientProvider>,
  );

/** Signs in as amy and answers with the JSON body the login call sent. */
async function signIn(tickConsent: boolean): Promise<Record<string, unknown>> {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    mock.post('/api/passport-management/login', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ signedIn: true });
    }),
  );
  const { container } = renderForm();
  fireEvent.change(container.querySelector('#login-password_username')!, { target: { value: 'amy@example.com' } });
  fireEvent.change(container.querySelector('#login-password_password')!, { target: { value: 'abc123' } });
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

describe('<PasswordLoginForm/> and an extension code in the URL', () => {
  it('shows no consent box and sends no code when the URL carries none', async () => {
    window.history.replaceState(null, '', '/en/login?redirect=%2Fen%2Fuser');
    const body = await signIn(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(body.bind_link_pre_auth_code).toBeNull();
    expect(finishSignIn).toHaveBeenCalledWith('/en');
  });

  it('shows an unticked box naming the last 4 characters, and signs in without the code when it stays unticked', async () => {
    window.history.replaceState(null, '', `/en/login?bind_link_pre_auth_code=${CODE}`);
    const body = await signIn(false);
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(screen.getByText(en.auth.linkExtensionWarning)).toBeInTheDocument();
    expect(body).toEqual({ username: 'amy@example.com', password: 'abc123', userType: 2, bind_link_pre_auth_code: null });
  });

  it('sends the code with the sign-in only when the box is ticked', async () => {
    window.history.replaceState(null, '', `/en/login?preAuthCode=${CODE}`);
    const body = await signIn(true);
    expect(body.bind_link_pre_auth_code).toBe(CODE);
    // The sign-in call carried it: nothing is linked a second time afterwards.
    expect(finishSignIn).toHaveBeenCalledWith('/en');
  });

  it('ignores an implausible code (no box, nothing sent)', async () => {
    window.history.replaceState(null, '', '/en/login?pre_auth_code=%3Cscript%3E');
    const body = await signIn(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(body.bind_link_pre_auth_code).toBeNull();
  });
});
