'use client';

import { useTranslations } from 'next-intl';
import { TOPUP_PRESETS } from '@/lib/contract/money-rules';
import { formatMoney } from '@/lib/format/number';
import type { AmountProblem, AmountRange } from './amount-rules';
import styles from './recharge.module.css';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (a client rule or the server's message). */
  problem: AmountProblem | null;
  serverError: string | null;
  range: AmountRange | null;
  currency: { code: string; symbol: string };
  disabled?: boolean;
}

export const AMOUNT_INPUT_ID = 'recharge-amount';

/** Preset amounts (buttons) or any other amount within the method's range, credited in the base currency. */
export function AmountField({ value, onChange, problem, serverError, range, currency, disabled }: AmountFieldProps) {
  const t = useTranslations('recharge');
  const money = (amount: number) => formatMoney(amount, currency.symbol);
  const message = problem ? t(problem, { min: money(range?.min ?? 0), max: money(range?.max ?? 0) }) : serverError;
  const hintId = `${AMOUNT_INPUT_ID}-hint`;
  const errorId = `${AMOUNT_INPUT_ID}-error`;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t('amountLegend', { currency: currency.code })}</legend>
      <div role="group" aria-label={t('presetsLabel')} className={styles.presets}>
        {TOPUP_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={value.trim() !== '' && Number(value) === preset}
            onClick={() => onChange(String(preset))}
          >
            {money(preset)}
          </button>
        ))}
      </div>
      <label htmlFor={AMOUNT_INPUT_ID} className={styles.label}>
        {t('customLabel')}
      </label>
      <div className={styles.amountBox}>
        <span aria-hidden="true" className={styles.affix}>
          {currency.symbol}
        </span>
        <input
          id={AMOUNT_INPUT_ID}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={styles.input}
          value={value}
          maxLength={12}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={[range ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined}
        />
      </div>
      {range ? (
        <p id={hintId} className={styles.hint}>
          {t('amountRange', { min: money(range.min), max: money(range.max) })}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
