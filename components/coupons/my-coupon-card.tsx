import type { MyCoupon } from '@/lib/api/coupons';
import { MyCouponStatus } from '@/lib/contract/enums';
import { DateTime } from '@/components/ui/date-time';
import { ToneTag, type Tone } from '@/components/ui/tone-tag';
import { CouponFace } from './coupon-face';
import { statusLabel, type CouponsT } from './coupon-labels';
import { COUPON_DATE } from './coupon-paths';
import { DeleteCouponButton } from './delete-coupon-button';
import styles from './coupons.module.css';

const TONES: Record<number, Tone> = {
  [MyCouponStatus.USED]: 'green',
  [MyCouponStatus.EXPIRED]: 'neutral',
  [MyCouponStatus.CANCEL]: 'neutral',
};
const day = (value: string | null) => <DateTime value={value} pattern={COUPON_DATE} />;

/**
 * One held coupon: the face, its validity window, when it was received (and used), the order holding it,
 * and the way to give it up or remove it.
 */
export function MyCouponCard({ coupon, symbol, t }: { coupon: MyCoupon; symbol: string; t: CouponsT }) {
  const usable = coupon.status === MyCouponStatus.NORMAL;
  const noteId = `coupon-${coupon.id}-held`;
  return (
    <CouponFace
      headingId={`coupon-${coupon.id}`}
      coupon={coupon}
      symbol={symbol}
      t={t}
      testId="my-coupon"
      muted={!usable}
      badge={usable ? null : <ToneTag tone={TONES[coupon.status] ?? 'neutral'}>{statusLabel(t, coupon.status)}</ToneTag>}
      action={<DeleteCouponButton id={coupon.id} name={coupon.name} status={coupon.status} lockedBy={coupon.lockedBy} lockedNoteId={noteId} />}
    >
      <li>{t.rich('validRange', { from: () => day(coupon.startsAt), to: () => day(coupon.expiresAt) })}</li>
      <li className={styles.muted}>{t.rich('receivedAt', { date: () => day(coupon.receivedAt) })}</li>
      {coupon.status === MyCouponStatus.USED && coupon.usedAt ? <li>{t.rich('usedAt', { date: () => day(coupon.usedAt) })}</li> : null}
      {coupon.lockedBy ? (
        <li id={noteId} className={styles.note}>
          {t('lockedBy', { order: coupon.lockedBy })}
        </li>
      ) : null}
    </CouponFace>
  );
}
