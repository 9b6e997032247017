import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { ProfileForm } from './profile-form';
import { answer, MEMBER, renderAccount, wireHttpBetweenTests } from './test-account';

const T = en.account;
wireHttpBetweenTests();

describe('<ProfileForm/>', () => {
  it('shows the read-only facts and the name, labelled; a blank name is refused with the message announced and the focus on it', () => {
    renderAccount(<ProfileForm member={MEMBER} />);
    expect(screen.getByTestId('member-code')).toHaveTextContent('K1234');
    const name = screen.getByLabelText(T.nameLabel);
    expect(name).toHaveAttribute('id', 'profile_name');
    expect(name).toHaveValue('Amy');
    fireEvent.change(name, { target: { value: '   ' } });
    expect(screen.getByRole('alert')).toHaveTextContent(T.nameRequired);
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(T.nameRequired);
    expect(name).toHaveFocus();
  });

  it('refuses a name longer than 64 characters with the message antd gave', () => {
    renderAccount(<ProfileForm member={MEMBER} />);
    fireEvent.change(screen.getByLabelText(T.nameLabel), { target: { value: 'a'.repeat(65) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Name must be up to 64 characters');
  });

  it('saves the trimmed name once, disabled while saving, then says so; a change clears the notice', async () => {
    const bodies = answer('put', '/api/u/user', () => HttpResponse.json({ ...MEMBER, name: 'Amy Two' }));
    renderAccount(<ProfileForm member={MEMBER} />);
    const name = screen.getByLabelText(T.nameLabel);
    fireEvent.change(name, { target: { value: ' Amy Two ' } });
    const save = screen.getByRole('button', { name: T.save });
    fireEvent.click(save);
    fireEvent.submit(name.closest('form')!);
    expect(name).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent(T.saved);
    expect(bodies).toEqual([{ name: 'Amy Two' }]);
    expect(name).toBeEnabled();
    fireEvent.change(name, { target: { value: 'Amy' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a failed save above the form', async () => {
    answer('put', '/api/u/user', () =>
      HttpResponse.json({ error: { code: null, message: 'Server error', details: null, validationErrors: null } }, { status: 500 }),
    );
    renderAccount(<ProfileForm member={MEMBER} />);
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.getByLabelText(T.nameLabel)).not.toHaveAttribute('aria-invalid');
  });
});
