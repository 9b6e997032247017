import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { finishSignIn } from './finish-sign-in';
import { RegisterForm } from './register-form';
import { formBody, LINK_CODE, LINK_CONSENT, resetSignInBetweenTests, submitSignInForm } from './test-sign-in';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

const AFTER = '/en/user/user-center';

/** Registers amy; the register call takes no extension code, so finishSignIn links the consented one. */
const registerAmy = (tickConsent: boolean) =>
  submitSignInForm({
    path: '/api/passport-management/register',
    readBody: formBody,
    form: <RegisterForm termsHtml="" afterHref={AFTER} />,
    fill: (type, container) => {
      type('register_userName', 'amy_01');
      type('register_email', 'amy@example.com');
      type('register_code', '123456');
      type('register_password', 'abc123');
      type('register_confirmPassword', 'abc123');
      fireEvent.click(container.querySelector('#register_agree')!);
    },
    submit: en.auth.registerSubmit,
    tickConsent,
  });

resetSignInBetweenTests();

describe('<RegisterForm/> and an extension code in the URL', () => {
  it('shows no consent box and links nothing when the URL carries no code', async () => {
    window.history.replaceState(null, '', '/en/register');
    await registerAmy(false);
    expect(screen.queryByRole('checkbox', { name: /extension/ })).toBeNull();
    expect(finishSignIn).toHaveBeenCalledWith(AFTER, { bindCode: null });
  });

  it('links nothing while the box stays unticked', async () => {
    window.history.replaceState(null, '', `/en/register?bind_link_pre_auth_code=${LINK_CODE}`);
    const body = await registerAmy(false);
    expect(screen.getByRole('checkbox', { name: LINK_CONSENT })).not.toBeChecked();
    expect(body.has('bind_link_pre_auth_code')).toBe(false);
    expect(finishSignIn).toHaveBeenCalledWith(AFTER, { bindCode: null });
  });

  it('links the code after registering when the box is ticked', async () => {
    window.history.replaceState(null, '', `/en/register?preAuthCode=${LINK_CODE}`);
    const body = await registerAmy(true);
    expect(body.has('linkExtension')).toBe(false);
    expect(finishSignIn).toHaveBeenCalledWith(AFTER, { bindCode: LINK_CODE });
  });
});
