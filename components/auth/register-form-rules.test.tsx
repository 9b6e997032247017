import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { RegisterForm } from './register-form';

vi.mock('./finish-sign-in', () => ({ finishSignIn: vi.fn(async () => undefined) }));

const renderForm = () =>
  render(
    <NextIntlClientProvider locale="en" messages={{ auth: en.auth, validation: en.validation, errors: en.errors }}>
      <RegisterForm termsHtml="<p>Be nice</p>" afterHref="/en/user/user-center" />
    </NextIntlClientProvider>,
  );

describe('<RegisterForm/> client rules', () => {
  it('an empty submit shows every localized message under its field, announced, with the focus on the first', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: en.auth.registerSubmit }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      en.auth.userNameRequired,
      en.validation.email,
      en.validation.code,
      en.validation.passwordRule,
      en.auth.confirmPasswordRequired,
      en.auth.agreeRequired,
    ]);
    const userName = screen.getByLabelText(en.auth.userNameLabel);
    expect(userName).toHaveFocus();
    expect(userName).toHaveAttribute('aria-invalid', 'true');
    expect(userName).toHaveAccessibleDescription(en.auth.userNameRequired);
  });

  it('trims the account name, switches to a phone with its dial code, and checks the confirmation as the password changes', () => {
    renderForm();
    const userName = screen.getByLabelText(en.auth.userNameLabel);
    fireEvent.change(userName, { target: { value: ' amy_01 ' } });
    expect(userName).toHaveValue('amy_01');
    fireEvent.click(screen.getByRole('radio', { name: en.auth.byPhone }));
    expect(screen.getByRole('combobox', { name: en.auth.dialCodeLabel })).toHaveValue('86');
    expect(screen.getByLabelText(en.auth.phoneLabel)).toHaveAttribute('autocomplete', 'tel-national');
    fireEvent.change(screen.getByLabelText(en.auth.confirmPasswordLabel), { target: { value: 'abc123' } });
    fireEvent.change(screen.getByLabelText(en.auth.passwordLabel), { target: { value: 'abc124' } });
    expect(screen.getByRole('alert')).toHaveTextContent(en.validation.passwordMismatch);
  });

  it('opens the terms in a dialog and closes it', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: en.auth.termsLink }));
    const dialog = screen.getByRole('dialog', { name: en.auth.termsTitle });
    expect(dialog).toHaveTextContent('Be nice');
    fireEvent.click(screen.getByRole('button', { name: en.auth.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
