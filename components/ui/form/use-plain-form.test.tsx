import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { PlainForm } from './plain-form';
import { PlainSubmit } from './plain-submit';
import { TextInput } from './text-input';
import { usePlainForm } from './use-plain-form';

const required = (message: string) => (value: string | boolean) => (typeof value === 'string' && value.trim() ? null : message);

/** Two fields, a confirmation depending on the first, and a submit that reports the values it got. */
function Sample({ onValues, busy = false }: { onValues: (values: object) => void; busy?: boolean }) {
  const form = usePlainForm({
    name: 'sample',
    initial: { first: '', second: '' },
    rules: { first: required('First is needed'), second: (value, values) => (value === values.first ? null : 'Must match') },
    normalize: { first: (value) => value.replace(/^\s+/, '') },
    dependents: { first: ['second'] },
  });
  return (
    <PlainForm
      formRef={form.formRef}
      name="sample"
      disabled={busy}
      onSubmit={() => {
        const values = form.validate();
        if (values) onValues(values);
      }}
    >
      <FormField id={form.idOf('first')} label="First" error={form.errors.first} hint="A hint">
        <TextInput {...form.text('first', { hint: true })} />
      </FormField>
      <FormField id={form.idOf('second')} label="Second" error={form.errors.second}>
        <TextInput {...form.text('second')} />
      </FormField>
      <PlainSubmit loading={busy}>Go</PlainSubmit>
    </PlainForm>
  );
}

describe('usePlainForm with FormField', () => {
  it('labels each control, links its hint, and on submit shows the errors, announced, on the first field focused', () => {
    const onValues = vi.fn();
    render(<Sample onValues={onValues} />);
    const first = screen.getByLabelText('First');
    expect(first).toHaveAttribute('id', 'sample_first');
    expect(first).toHaveAccessibleDescription('A hint');
    fireEvent.change(screen.getByLabelText('Second'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValues).not.toHaveBeenCalled();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First is needed A hint');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['First is needed', 'Must match']);
    expect(first).toHaveFocus();
  });

  it('normalizes what is typed, checks a field as it changes and its dependents once typed in, and submits the values', () => {
    const onValues = vi.fn();
    render(<Sample onValues={onValues} />);
    const first = screen.getByLabelText('First');
    const second = screen.getByLabelText('Second');
    fireEvent.change(first, { target: { value: '  ab' } });
    expect(first).toHaveValue('ab');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(second, { target: { value: 'ab' } });
    fireEvent.change(first, { target: { value: 'abc' } });
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Must match');
    fireEvent.change(second, { target: { value: 'abc' } });
    expect(second).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValues).toHaveBeenCalledWith({ first: 'abc', second: 'abc' });
  });

  it('disables every control and shows a busy submit button while submitting', () => {
    render(<Sample onValues={vi.fn()} busy />);
    expect(screen.getByLabelText('First')).toBeDisabled();
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('resets the fields it is given to their initial values, with no message, and checks them again only once changed', () => {
    function Resettable() {
      const form = usePlainForm({
        name: 'reset',
        initial: { first: 'kept', second: '' },
        rules: { first: required('First is needed'), second: required('Second is needed') },
      });
      return (
        <PlainForm formRef={form.formRef} name="reset" disabled={false} onSubmit={() => form.validate()}>
          <FormField id={form.idOf('first')} label="First" error={form.errors.first}>
            <TextInput {...form.text('first')} />
          </FormField>
          <FormField id={form.idOf('second')} label="Second" error={form.errors.second}>
            <TextInput {...form.text('second')} />
          </FormField>
          <PlainSubmit loading={false}>Go</PlainSubmit>
          <button type="button" onClick={() => form.reset(['second'])}>
            Reset second
          </button>
          <button type="button" onClick={() => form.reset()}>
            Reset all
          </button>
        </PlainForm>
      );
    }
    render(<Resettable />);
    const first = screen.getByLabelText('First');
    const second = screen.getByLabelText('Second');
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.change(second, { target: { value: 'typed' } });
    expect(screen.getByRole('alert')).toHaveTextContent('First is needed');
    fireEvent.click(screen.getByRole('button', { name: 'Reset second' }));
    expect(second).toHaveValue('');
    expect(second).not.toHaveAttribute('aria-invalid');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Reset all' }));
    expect(first).toHaveValue('kept');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
