import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input';

function Harness({ initial, onValue }: { initial: number | null; onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="n">Unit value</label>
      <NumberInput
        id="n"
        min={0.01}
        max={100}
        precision={2}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(7)}>
        set 7
      </button>
    </>
  );
}

describe('<NumberInput/>', () => {
  it('hands the form the number within the range, rounded, and shows it with its decimals on leaving', () => {
    const onValue = vi.fn();
    render(<Harness initial={null} onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Unit value' });
    expect(input).toHaveValue(null);
    fireEvent.change(input, { target: { value: '12.345' } });
    expect(onValue).toHaveBeenLastCalledWith(12.35);
    fireEvent.blur(input);
    expect(input).toHaveDisplayValue('12.35');

    // Out of the range while typing: the form keeps the last number; leaving brings it into the range.
    onValue.mockClear();
    fireEvent.change(input, { target: { value: '500' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(100);
    expect(input).toHaveDisplayValue('100.00');

    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('shows a value set from outside (a restored draft)', () => {
    render(<Harness initial={3} onValue={vi.fn()} />);
    const input = screen.getByRole('spinbutton', { name: 'Unit value' });
    expect(input).toHaveDisplayValue('3.00');
    fireEvent.click(screen.getByRole('button', { name: 'set 7' }));
    expect(input).toHaveDisplayValue('7.00');
  });
});
