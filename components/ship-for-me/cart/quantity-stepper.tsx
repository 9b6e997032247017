'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { GOOD_QUANTITY_MAX } from '@/lib/contract/ship-for-me-rules';
import styles from './cart.module.css';

interface QuantityStepperProps {
  value: number;
  /** Names the group (the good's title). */
  label: string;
  disabled?: boolean;
  onChange(quantity: number): void;
}

const parse = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** One less, the quantity (typed, taken on blur or Enter), one more: 1 to GOOD_QUANTITY_MAX. */
export function QuantityStepper({ value, label, disabled = false, onChange }: QuantityStepperProps) {
  const t = useTranslations('shipForMeCart');
  // What is being typed; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const typed = draft === null ? null : parse(draft);
    setDraft(null);
    if (typed !== null && typed >= 1 && typed <= GOOD_QUANTITY_MAX && typed !== value) onChange(typed);
  };
  return (
    <span className={styles.stepper} role="group" aria-label={t('quantityOf', { title: label })}>
      <button type="button" aria-label={t('decrease')} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={t('quantity')}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button type="button" aria-label={t('increase')} disabled={disabled || value >= GOOD_QUANTITY_MAX} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  );
}
