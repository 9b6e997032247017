import { Link } from '@/lib/i18n/navigation';
import type { CouponsT } from './coupon-labels';
import { COUPON_PAGES } from './coupon-paths';
import styles from './coupons.module.css';

type Target = keyof typeof COUPON_PAGES;
const LABELS = { center: 'links.center', mine: 'links.mine', usage: 'links.usage', points: 'links.points' } as const;

/** Links to the other coupon and points pages (a page frame's actions). */
export function CouponLinks({ to, t }: { to: readonly Target[]; t: CouponsT }) {
  return (
    <ul className={styles.links}>
      {to.map((target) => (
        <li key={target}>
          <Link href={COUPON_PAGES[target]}>{t(LABELS[target])}</Link>
        </li>
      ))}
    </ul>
  );
}
