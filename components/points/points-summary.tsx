import type { PointsList } from '@/lib/api/coupons';
import { formatNumber } from '@/lib/format/number';
import { Link } from '@/lib/i18n/navigation';
import { COUPON_DATE, COUPON_PAGES } from '@/components/coupons/coupon-paths';
import { DateTime } from '@/components/ui/date-time';
import { buttonClassName } from '@/components/ui/button';
import type { PointsT } from './points-labels';
import styles from './points.module.css';

/** The balance, the points about to expire (and the first date), and where to spend them. */
export function PointsSummary({ list, t }: { list: Pick<PointsList, 'balance' | 'expiringSoon' | 'nextExpiry'>; t: PointsT }) {
  return (
    <section aria-labelledby="points-balance-title" className={styles.summary} data-testid="points-summary">
      <p className={styles.balance}>
        <span id="points-balance-title">{t('balance')}</span>
        <span className={styles.balanceValue}>{formatNumber(list.balance, 0)}</span>
      </p>
      <Link href={COUPON_PAGES.center} className={buttonClassName('default')}>
        {t('exchangeLink')}
      </Link>
      {list.expiringSoon > 0 ? (
        <p className={styles.expiring} role="note">
          {t.rich('expiring', { points: list.expiringSoon, date: () => <DateTime value={list.nextExpiry} pattern={COUPON_DATE} /> })}
        </p>
      ) : null}
    </section>
  );
}
