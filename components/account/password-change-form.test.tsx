import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { PasswordChangeForm } from './password-change-form';
import { answer, refusal, renderAccount, wireHttpBetweenTests } from './test-account';

const T = en.account;
const PATH = '/api/u/user/change-password';
wireHttpBetweenTests();

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: T.passwordSubmit }));

describe('<PasswordChangeForm/>', () => {
  it('an empty submit shows the three messages under their fields, announced, with the focus on the current password', () => {
    renderAccount(<PasswordChangeForm />);
    submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      en.validation.oldPassword,
      en.validation.passwordRule,
      en.auth.confirmPasswordRequired,
    ]);
    const old = field(T.oldPasswordLabel);
    expect(old).toHaveAttribute('id', 'password_oldPassword');
    expect(old).toHaveAttribute('autocomplete', 'current-password');
    expect(old).toHaveFocus();
    expect(field(T.newPasswordLabel)).toHaveAttribute('id', 'password_newPassword');
    expect(field(T.confirmPasswordLabel)).toHaveAccessibleDescription(en.auth.confirmPasswordRequired);
  });

  it('checks the confirmation again when the new password changes', () => {
    renderAccount(<PasswordChangeForm />);
    type(T.confirmPasswordLabel, 'next1234');
    type(T.newPasswordLabel, 'next1235');
    expect(screen.getByRole('alert')).toHaveTextContent(en.validation.passwordMismatch);
    type(T.newPasswordLabel, 'next1234');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused current password shows under its field', async () => {
    answer('post', PATH, refusal({ message: 'The current password is wrong', members: ['oldPassword'] }));
    renderAccount(<PasswordChangeForm />);
    type(T.oldPasswordLabel, 'pass1234');
    type(T.newPasswordLabel, 'next1234');
    type(T.confirmPasswordLabel, 'next1234');
    submit();
    await waitFor(() => expect(field(T.oldPasswordLabel)).toHaveAccessibleDescription('The current password is wrong'));
    await waitFor(() => expect(field(T.oldPasswordLabel)).toHaveFocus());
  });

  it('changes the password once, disabled while saving, then says so and empties the form', async () => {
    const bodies = answer('post', PATH);
    renderAccount(<PasswordChangeForm />);
    type(T.oldPasswordLabel, 'pass1234');
    type(T.newPasswordLabel, 'next1234');
    type(T.confirmPasswordLabel, 'next1234');
    submit();
    submit();
    expect(field(T.oldPasswordLabel)).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(T.passwordChanged);
    expect(bodies).toEqual([{ oldPassword: 'pass1234', newPassword: 'next1234', confirmPassword: 'next1234' }]);
    for (const label of [T.oldPasswordLabel, T.newPasswordLabel, T.confirmPasswordLabel]) expect(field(label)).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
