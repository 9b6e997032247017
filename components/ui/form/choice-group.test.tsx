import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup, PlainCheckbox } from './choice-group';

const options = [
  { value: 'A', label: 'Alpha' },
  { value: 'B', label: 'Beta' },
  { value: 'C', label: 'Gamma' },
];

describe('<ChoiceGroup/>', () => {
  it('as radio buttons: a named radiogroup whose choice is the value', () => {
    const onChange = vi.fn();
    render(<ChoiceGroup type="radio" label="Letter" options={options} value="A" onChange={onChange} id="letter" />);
    const group = screen.getByRole('radiogroup', { name: 'Letter' });
    expect(group).toHaveAttribute('id', 'letter');
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith('B');
  });

  it('as checkboxes: the chosen values in the order of the options', () => {
    const onChange = vi.fn();
    render(<ChoiceGroup type="checkbox" label="Letters" options={options} value={['C']} onChange={onChange} disabled={false} />);
    expect(screen.getByRole('group', { name: 'Letters' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alpha' }));
    expect(onChange).toHaveBeenLastCalledWith(['A', 'C']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('<ChoiceGroup buttons/>', () => {
  it('joined buttons are still native radios of a named group', () => {
    const onChange = vi.fn();
    render(<ChoiceGroup type="radio" buttons label="Verify with" options={options.slice(0, 2)} value="A" onChange={onChange} id="kind" />);
    expect(screen.getByRole('radiogroup', { name: 'Verify with' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Alpha' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith('B');
  });
});

describe('<PlainCheckbox/>', () => {
  it('is a native checkbox named by its aria-label, checked as told, and reports its changes', () => {
    const onChange = vi.fn();
    render(<PlainCheckbox aria-label="Email: Parcel arrived" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Email: Parcel arrived' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
