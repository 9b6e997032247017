'use client';

import { useTranslations } from 'next-intl';
import type { CombinedOrderDraft } from '@/lib/api/combined-order';
import { Money } from '@/components/ui/money';
import { FormSection } from './form-section';
import styles from '@/components/ui/form/order-form.module.css';

interface CouponSectionProps {
  /** The draft's coupons (judged against the chosen method's fee); null before a method is chosen. */
  coupons: CombinedOrderDraft['coupons'] | null;
  value: string | null;
  onChange(id: string | null): void;
  symbol: string;
  error?: string;
  disabled: boolean;
}

/** The member's coupons for this waybill: usable ones with what they save, the others disabled with why. */
export function CouponSection({ coupons, value, onChange, symbol, error, disabled }: CouponSectionProps) {
  const t = useTranslations('combinedOrderSubmit.coupon');
  let body;
  if (!coupons) body = <p className={styles.muted}>{t('needQuote')}</p>;
  else if (!coupons.length) body = <p className={styles.muted}>{t('empty')}</p>;
  else
    body = (
      <ul className={styles.options}>
        <li>
          <label className={styles.option}>
            <input type="radio" name="couponId" className={styles.mark} checked={value === null} onChange={() => onChange(null)} />
            <span className={styles.optionMain}>{t('none')}</span>
          </label>
        </li>
        {coupons.map(({ coupon, usable, discount, reason }) => {
          const whyId = `coupon-${coupon.id}-why`;
          return (
            <li key={coupon.id}>
              <label className={styles.option} data-testid="coupon-option" data-unavailable={!usable || undefined}>
                <input
                  type="radio"
                  name="couponId"
                  className={styles.mark}
                  checked={value === coupon.id}
                  disabled={!usable}
                  aria-describedby={usable ? undefined : whyId}
                  onChange={() => onChange(coupon.id)}
                />
                <span className={styles.optionMain}>
                  <strong>{coupon.name}</strong>
                  {usable ? (
                    <span className={styles.muted}>{t.rich('saves', { amount: () => <Money value={discount} symbol={symbol} /> })}</span>
                  ) : (
                    <span id={whyId} className={styles.reason}>
                      {t('unusable', { reason: reason ? t(`reason.${reason}`) : '' })}
                    </span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  return (
    <FormSection field="couponId" title={t('title')} error={error} disabled={disabled}>
      {body}
    </FormSection>
  );
}
