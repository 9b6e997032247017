import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormAlert } from './form-alert';
import { PasswordInput } from './text-input';

describe('<PasswordInput/>', () => {
  it('a password input whose button shows and hides what was typed', () => {
    render(
      <label>
        Password
        <PasswordInput showLabel="Show password" hideLabel="Hide password" autoComplete="current-password" />
      </label>,
    );
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('<FormAlert/>', () => {
  it('an error is an alert, a notice a status, nothing is nothing', () => {
    const { rerender, container } = render(<FormAlert error="Wrong" notice="Sent" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong');
    rerender(<FormAlert notice="Sent" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    rerender(<FormAlert />);
    expect(container).toBeEmptyDOMElement();
  });
});
