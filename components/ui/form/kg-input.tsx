'use client';

import { useState, type InputHTMLAttributes } from 'react';
import styles from './order-form.module.css';

/** kg typed → a number rounded to 2 places (the contract's precision), or null when empty or not a number. */
export const kgOf = (typed: string) => {
  const kg = typed.trim() === '' ? NaN : Number(typed);
  return Number.isFinite(kg) ? Math.round(kg * 100) / 100 : null;
};

interface KgInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** kg; null while empty. */
  value: number | null;
  /** How a value the form already holds is first shown. */
  format?: (kg: number) => string;
  onChange(kg: number | null): void;
}

/**
 * A required weight in kg as a native number input (a phone shows its decimal keypad), in steps of 0.01. It shows
 * the text as typed ("2." on its way to "2.5") and hands the form the number.
 */
export function KgInput({ value, format = String, onChange, ...input }: KgInputProps) {
  const [text, setText] = useState(value === null ? '' : format(value));
  return (
    <input
      {...input}
      className={`${styles.input} ${styles.short}`}
      type="number"
      inputMode="decimal"
      step={0.01}
      value={text}
      required
      onChange={(event) => {
        setText(event.target.value);
        onChange(kgOf(event.target.value));
      }}
    />
  );
}
