'use client';

import { useState, type InputHTMLAttributes } from 'react';
import styles from './field.module.css';

interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  /** null while empty. */
  value: number | null | undefined;
  onChange(value: number | null): void;
  min: number;
  max: number;
  /** Decimal places kept (0: whole numbers). */
  precision: number;
}

const round = (value: number, precision: number) => Math.round(value * 10 ** precision) / 10 ** precision;
const format = (value: number | null | undefined, precision: number) => (value === null || value === undefined ? '' : value.toFixed(precision));

/**
 * A large native number input with antd's InputNumber rules (a phone shows its keypad): the text is kept as typed,
 * the form gets the number rounded to `precision` while it is within `min`…`max`; leaving the field brings a number
 * outside into the range and shows it with its decimals ("12.50"). A value set from outside (a restored draft)
 * replaces the text.
 */
export function NumberInput({ value, onChange, min, max, precision, className, onBlur, ...input }: NumberInputProps) {
  const [text, setText] = useState(() => format(value, precision));
  const [shown, setShown] = useState(value ?? null);
  const typed = text.trim() === '' ? null : Number(text);
  if ((value ?? null) !== shown) {
    setShown(value ?? null);
    if (typed === null || !Number.isFinite(typed) || round(typed, precision) !== value) setText(format(value, precision));
  }

  const hand = (next: number | null) => {
    setShown(next);
    onChange(next);
  };

  return (
    <input
      {...input}
      type="number"
      inputMode={precision ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={precision ? 1 / 10 ** precision : 1}
      value={text}
      className={[styles.control, className].filter(Boolean).join(' ')}
      onChange={(event) => {
        const raw = event.target.value;
        setText(raw);
        if (raw.trim() === '') return hand(null);
        const number = round(Number(raw), precision);
        if (Number.isFinite(number) && number >= min && number <= max) hand(number);
      }}
      onBlur={(event) => {
        if (typed !== null && Number.isFinite(typed)) {
          const number = Math.min(max, Math.max(min, round(typed, precision)));
          setText(format(number, precision));
          if (number !== value) hand(number);
        } else if (text.trim() !== '') {
          setText(format(value, precision));
        }
        onBlur?.(event);
      }}
    />
  );
}
