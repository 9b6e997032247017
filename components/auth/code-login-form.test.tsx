import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { CodeLoginForm } from './code-login-form';
import { finishSignIn } from './finish-sign-in';
import { formBody, LINK_CODE, LINK_CONSENT, resetSignInBetweenTests, submitSignInForm } from './test-sign-in';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

/** Signs in with an e-mail code and answers with the form body the call sent. */
const signIn = (tickConsent: boolean) =>
  submitSignInForm({
    path: '/api/passport-management/login-by-email',
    readBody: formBody,
    form: <CodeLoginForm mode="email" homeHref="/en" />,
    fill: (type) => {
      type('login-email_email', 'amy@example.com');
      type('login-email_otp', '123456');
    },
    submit: en.auth.submit,
    tickConsent,
  });

resetSignInBetweenTests();

describe('<CodeLoginForm/> and an extension code in the URL', () => {
  it('shows no consent box and sends no code when the URL carries none', async () => {
    window.history.replaceState(null, '', '/en/login-by-code');
    const body = await signIn(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(body.get('email')).toBe('amy@example.com');
    expect(body.has('bind_link_pre_auth_code')).toBe(false);
  });

  it('signs in without the code while the box stays unticked', async () => {
    window.history.replaceState(null, '', `/en/login-by-code?bind_link_pre_auth_code=${LINK_CODE}`);
    const body = await signIn(false);
    expect(screen.getByRole('checkbox', { name: LINK_CONSENT })).not.toBeChecked();
    expect(body.has('bind_link_pre_auth_code')).toBe(false);
    expect(finishSignIn).toHaveBeenCalledWith('/en');
  });

  it('sends the code with the sign-in when the box is ticked', async () => {
    window.history.replaceState(null, '', `/en/login-by-code?pre_auth_code=${LINK_CODE}`);
    const body = await signIn(true);
    expect(body.get('bind_link_pre_auth_code')).toBe(LINK_CODE);
    expect(finishSignIn).toHaveBeenCalledWith('/en');
  });
});
