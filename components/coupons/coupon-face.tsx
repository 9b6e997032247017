import type { ReactNode } from 'react';
import { CouponBusinessType } from '@/lib/contract/enums';
import { ToneTag } from '@/components/ui/tone-tag';
import { appliesToText, couponValue, receiveTypeLabel, thresholdText, type CouponFaceData, type CouponsT } from './coupon-labels';
import styles from './coupons.module.css';

interface CouponFaceProps {
  /** Unique on the page: the card's name is its heading. */
  headingId: string;
  coupon: CouponFaceData;
  symbol: string;
  /** `coupons` of useTranslations (client) or getTranslations (server). */
  t: CouponsT;
  /** More facts of this card (validity, stock, dates), each an <li>. */
  children?: ReactNode;
  /** A tag after the name (the held coupon's status). */
  badge?: ReactNode;
  /** What can be done with it (receive, give up), or why not. */
  action?: ReactNode;
  /** Greyed: no longer usable (used, expired, cancelled). */
  muted?: boolean;
  testId?: string;
}

/**
 * The face of a coupon, offered in the centre or held in My coupons: the value big (`¥20`, `12.5% off`
 * with its cap), the threshold, the name, what it applies to, then the card's own facts and action.
 * No hooks: it renders in server and client components alike.
 */
export function CouponFace({ headingId, coupon, symbol, t, children, badge, action, muted, testId }: CouponFaceProps) {
  const { value, cap } = couponValue(t, coupon, symbol);
  const special = receiveTypeLabel(t, coupon.receiveType);
  const fee = coupon.businessType === CouponBusinessType.SHIPPING_FEE ? `${t('face.shippingFee')} · ` : '';
  return (
    <article className={styles.coupon} aria-labelledby={headingId} data-muted={muted || undefined} data-testid={testId}>
      <div className={styles.value}>
        <p className={styles.amount}>{value}</p>
        {cap ? <p className={styles.cap}>{cap}</p> : null}
        <p className={styles.threshold}>{thresholdText(t, coupon.threshold, symbol)}</p>
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 id={headingId} className={styles.name}>
            {coupon.name}
          </h3>
          {special ? <ToneTag tone="purple">{special}</ToneTag> : null}
          {badge}
        </div>
        {coupon.description ? <p className={styles.description}>{coupon.description}</p> : null}
        <ul className={styles.facts}>
          <li>
            {fee}
            {t('face.appliesTo', { what: appliesToText(t, coupon.appliesTo) })}
          </li>
          {children}
        </ul>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </article>
  );
}
