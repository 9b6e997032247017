import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { finishSignIn } from './finish-sign-in';
import { LoginCodeForm } from './login-code-form';
import { formBody, LINK_CODE, LINK_CONSENT, resetSignInBetweenTests, submitSignInForm } from './test-sign-in';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

/** Signs in with a login code; login-by-code takes no extension code, so finishSignIn links the consented one. */
const signIn = (tickConsent: boolean) =>
  submitSignInForm({
    path: '/api/passport-management/login-by-code',
    readBody: formBody,
    form: <LoginCodeForm homeHref="/en" />,
    fill: (type) => type('login-code_code', 'LC-123456'),
    submit: en.auth.submit,
    tickConsent,
  });

resetSignInBetweenTests();

describe('<LoginCodeForm/> and an extension code in the URL', () => {
  it('shows no consent box and links nothing when the URL carries no code', async () => {
    window.history.replaceState(null, '', '/en/login-by-code');
    await signIn(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(finishSignIn).toHaveBeenCalledWith('/en', { bindCode: null });
  });

  it('links nothing while the box stays unticked', async () => {
    window.history.replaceState(null, '', `/en/login-by-code?bind_link_pre_auth_code=${LINK_CODE}`);
    await signIn(false);
    expect(screen.getByRole('checkbox', { name: LINK_CONSENT })).not.toBeChecked();
    expect(finishSignIn).toHaveBeenCalledWith('/en', { bindCode: null });
  });

  it('links the code after signing in when the box is ticked', async () => {
    window.history.replaceState(null, '', `/en/login-by-code?bind_link_pre_auth_code=${LINK_CODE}`);
    await signIn(true);
    expect(finishSignIn).toHaveBeenCalledWith('/en', { bindCode: LINK_CODE });
  });
});
