import type { CouponOffer } from '@/lib/api/coupons';
import { CouponReceiveType } from '@/lib/contract/enums';
import { DateTime } from '@/components/ui/date-time';
import { CouponFace } from './coupon-face';
import { blockLabel, type CouponsT } from './coupon-labels';
import { COUPON_DATE } from './coupon-paths';
import { ReceiveButton } from './receive-button';
import styles from './coupons.module.css';

const day = (value: string | null) => <DateTime value={value} pattern={COUPON_DATE} />;

/** How long a coupon of this offer lasts: fixed dates, or N days after receipt. */
function validity(t: CouponsT, offer: CouponOffer) {
  if (offer.validDays !== null) return t('validDays', { days: offer.validDays });
  if (offer.validFrom && offer.validTo) return t.rich('validRange', { from: () => day(offer.validFrom), to: () => day(offer.validTo) });
  if (offer.validTo) return t.rich('validUntil', { date: () => day(offer.validTo) });
  return null;
}

/**
 * One offer of the coupon centre: the face, how long it lasts, what is left and how many the member may
 * still take, its points; the Receive button, or why it cannot be received now.
 */
export function OfferCard({ offer, symbol, t }: { offer: CouponOffer; symbol: string; t: CouponsT }) {
  const points = offer.receiveType === CouponReceiveType.POINTS ? offer.pointsCost : null;
  const valid = validity(t, offer);
  return (
    <CouponFace
      headingId={`offer-${offer.id}`}
      coupon={offer}
      symbol={symbol}
      t={t}
      testId="coupon-offer"
      muted={offer.blockedBy !== null}
      action={
        offer.blockedBy ? (
          <p className={styles.blocked} data-blocked={offer.blockedBy}>
            {blockLabel(t, offer.blockedBy)}
          </p>
        ) : (
          <ReceiveButton offerId={offer.id} name={offer.name} pointsCost={points} />
        )
      }
    >
      {valid ? <li>{valid}</li> : null}
      {offer.receiveUntil ? <li>{t.rich('receiveUntil', { date: () => day(offer.receiveUntil) })}</li> : null}
      {offer.stockLeft !== null ? <li>{t('stockLeft', { count: offer.stockLeft })}</li> : null}
      <li>{t('limit', { limit: offer.perCustomerLimit, received: offer.received })}</li>
      {points !== null ? <li>{t('pointsCost', { points })}</li> : null}
    </CouponFace>
  );
}
