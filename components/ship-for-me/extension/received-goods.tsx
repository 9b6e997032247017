'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { GoodSummary } from '@/components/ship-for-me/good/good-summary';
import { GOOD_QUANTITY_MAX } from '@/lib/contract/ship-for-me-rules';
import { buttonClassName } from '@/components/ui/button';
import type { HandOverGood } from './hand-over';
import styles from './extension.module.css';

interface ReceivedGoodsProps {
  goods: HandOverGood[];
  /** The server's messages per good (clientKey). */
  errors: Record<string, string[]>;
  disabled: boolean;
  onQuantity(clientKey: string, quantity: number): void;
  onRemove(clientKey: string): void;
}

/** The goods to review: each good's summary, its quantity, a remove button and what the server refused in it. */
export function ReceivedGoods({ goods, errors, disabled, onQuantity, onRemove }: ReceivedGoodsProps) {
  return (
    <ul className={styles.goods}>
      {goods.map((good) => (
        <li key={good.clientKey} className={styles.good} data-testid="received-good">
          <GoodSummary good={good} picture={56}>
            <GoodControls good={good} disabled={disabled} onQuantity={onQuantity} onRemove={onRemove} />
            {errors[good.clientKey]?.length ? <GoodRefused messages={errors[good.clientKey]} /> : null}
          </GoodSummary>
        </li>
      ))}
    </ul>
  );
}

function GoodControls({ good, disabled, onQuantity, onRemove }: { good: HandOverGood } & Pick<ReceivedGoodsProps, 'disabled' | 'onQuantity' | 'onRemove'>) {
  const t = useTranslations('shipForMeExtension.submit');
  const id = useId();
  // What is being typed; null shows the good's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? good.quantity : /^\d+$/.test(draft.trim()) ? Number(draft.trim()) : NaN;
  const invalid = !(Number.isInteger(typed) && typed >= 1 && typed <= GOOD_QUANTITY_MAX);
  return (
    <div className={styles.controls}>
      <label htmlFor={`${id}-quantity`} className={styles.quantityLabel}>
        {t('quantity')}
      </label>
      <input
        id={`${id}-quantity`}
        type="number"
        inputMode="numeric"
        min={1}
        max={GOOD_QUANTITY_MAX}
        step={1}
        className={styles.quantity}
        aria-label={t('quantityOf', { title: good.title })}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-quantity-error` : undefined}
        value={draft ?? String(good.quantity)}
        disabled={disabled}
        onChange={(event) => {
          const value = event.target.value;
          setDraft(value);
          const quantity = Number(value);
          if (/^\d+$/.test(value.trim()) && quantity >= 1 && quantity <= GOOD_QUANTITY_MAX) onQuantity(good.clientKey, quantity);
        }}
        onBlur={() => {
          if (!invalid) setDraft(null);
        }}
      />
      <button
        type="button"
        className={buttonClassName('default')}
        disabled={disabled}
        aria-label={t('removeOf', { title: good.title })}
        onClick={() => onRemove(good.clientKey)}
      >
        {t('remove')}
      </button>
      {invalid ? (
        <p id={`${id}-quantity-error`} role="alert" className={styles.fieldError}>
          {t('quantityInvalid', { max: GOOD_QUANTITY_MAX })}
        </p>
      ) : null}
    </div>
  );
}

function GoodRefused({ messages }: { messages: string[] }) {
  const t = useTranslations('shipForMeExtension.submit');
  return (
    <div className={styles.refused} role="alert">
      <strong>{t('goodRefused')}</strong> {messages.join(' ')} {t('goodRefusedHint')}
    </div>
  );
}
