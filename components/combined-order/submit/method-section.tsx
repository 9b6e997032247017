'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { MethodOption } from '@/lib/api/combined-order';
import { Money } from '@/components/ui/money';
import { deliveryWindow } from './delivery-window';
import { FormSection } from './form-section';
import styles from '@/components/ui/form/order-form.module.css';

interface MethodSectionProps {
  /** Null until the first draft came back. */
  methods: MethodOption[] | null;
  hasAddress: boolean;
  value: string | null;
  onChange(id: string): void;
  symbol: string;
  error?: string;
  disabled: boolean;
  /** Why there is nothing to quote yet besides the address (shown instead of the methods). */
  notReady?: string | null;
}

/**
 * The shipping methods of the draft: name, type, transit days and the dates they come to (from today),
 * restrictions and the total with the current choices; one that cannot carry these parcels to this address
 * is disabled with its reasons. Drawn in the browser only (the draft is asked from there), so "today" is the
 * customer's.
 */
export function MethodSection({ methods, hasAddress, value, onChange, symbol, error, disabled, notReady }: MethodSectionProps) {
  const t = useTranslations('combinedOrderSubmit.method');
  const locale = useLocale();
  let body;
  if (!hasAddress) body = <p className={styles.muted}>{t('needAddress')}</p>;
  else if (notReady) body = <p className={styles.muted}>{notReady}</p>;
  else if (!methods)
    body = (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  else if (!methods.length) body = <p className={styles.muted}>{t('none')}</p>;
  else
    body = (
      <ul className={styles.options}>
        {methods.map((method) => {
          const blocked = method.unavailable.length > 0;
          const reasonsId = `method-${method.methodId}-reasons`;
          const { min, max } = method.transitDays;
          const arrives = deliveryWindow(locale, method.transitDays);
          return (
            <li key={method.methodId}>
              <label className={styles.option} data-testid="method-option" data-unavailable={blocked || undefined}>
                <input
                  type="radio"
                  name="methodId"
                  className={styles.mark}
                  checked={value === method.methodId}
                  disabled={blocked}
                  aria-describedby={blocked ? reasonsId : undefined}
                  onChange={() => onChange(method.methodId)}
                />
                <span className={styles.optionMain}>
                  <strong>{method.name}</strong>
                  <span className={styles.muted}>
                    {method.methodTypeName} · {min === max ? t('transitOne', { days: min }) : t('transit', { min, max })}
                  </span>
                  <span className={styles.muted} data-testid="delivery-window">
                    {min === max ? t('arrivesOn', { date: arrives.from }) : t('arrives', arrives)}
                  </span>
                  {method.restrictions ? <span className={styles.muted}>{method.restrictions}</span> : null}
                  {blocked ? (
                    <span id={reasonsId} className={styles.reason}>
                      {t('unavailable', { reasons: method.unavailable.map((block) => block.message).join('; ') })}
                    </span>
                  ) : null}
                </span>
                {method.total !== null ? (
                  <span className={styles.optionSide}>
                    <span className="sr-only">{t('total')} </span>
                    <Money value={method.total} symbol={symbol} className={styles.price} />
                  </span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    );
  return (
    <FormSection field="methodId" title={t('title')} error={error} disabled={disabled}>
      {body}
    </FormSection>
  );
}
