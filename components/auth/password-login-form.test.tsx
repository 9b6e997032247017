import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { finishSignIn } from './finish-sign-in';
import { PasswordLoginForm } from './password-login-form';
import { jsonBody, LINK_CODE, LINK_CONSENT, resetSignInBetweenTests, submitSignInForm } from './test-sign-in';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

/** Signs in as amy and answers with the JSON body the login call sent. */
const signIn = (tickConsent: boolean) =>
  submitSignInForm({
    path: '/api/passport-management/login',
    readBody: jsonBody,
    form: <PasswordLoginForm homeHref="/en" />,
    fill: (type) => {
      type('login-password_username', 'amy@example.com');
      type('login-password_password', 'abc123');
    },
    submit: en.auth.submit,
    tickConsent,
  });

resetSignInBetweenTests();

describe('<PasswordLoginForm/> and an extension code in the URL', () => {
  it('shows no consent box and sends no code when the URL carries none', async () => {
    window.history.replaceState(null, '', '/en/login?redirect=%2Fen%2Fuser');
    const body = await signIn(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(body.bind_link_pre_auth_code).toBeNull();
    expect(finishSignIn).toHaveBeenCalledWith('/en');
  });

  it('shows an unticked box naming the last 4 characters, and signs in without the code when it stays unticked', async () => {
    window.history.replaceState(null, '', `/en/login?bind_link_pre_auth_code=${LINK_CODE}`);
    const body = await signIn(false);
    expect(screen.getByRole('checkbox', { name: LINK_CONSENT })).not.toBeChecked();
    expect(screen.getByText(en.auth.linkExtensionWarning)).toBeInTheDocument();
    expect(body).toEqual({ username: 'amy@example.com', password: 'abc123', userType: 2, bind_link_pre_auth_code: null });
  });

  it('sends the code with the sign-in only when the box is ticked', async () => {
    window.history.replaceState(null, '', `/en/login?preAuthCode=${LINK_CODE}`);
    const body = await signIn(true);
    expect(body.bind_link_pre_auth_code).toBe(LINK_CODE);
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
