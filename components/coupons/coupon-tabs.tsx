import Link from 'next/link';
import { listHref } from '@/components/ui/list/list-query';
import tabStyles from '@/components/ui/list/status-tabs.module.css';
import { MY_COUPON_STATUSES, statusLabel, type CouponsT } from './coupon-labels';

interface CouponTabsProps {
  /** The MyCouponStatus shown (NORMAL when the URL names none). */
  current: number;
  /** Coupons per status (MyCouponList.counts: "1", "10", "20", "30"). */
  counts: Record<string, number>;
  /** The list's path (with the language) and current query: a tab keeps the rest and goes back to page 1. */
  pathname: string;
  query: string;
  t: CouponsT;
}

/** Usable / Used / Expired / Cancelled with their counts: plain links (server-rendered, work without script). */
export function CouponTabs({ current, counts, pathname, query, t }: CouponTabsProps) {
  return (
    <nav aria-label={t('mine.tabsLabel')} className={tabStyles.tabs}>
      <ul>
        {MY_COUPON_STATUSES.map((status, index) => (
          <li key={status}>
            <Link
              // The first tab is the default: its URL names no status.
              href={listHref(pathname, query, { status: index === 0 ? null : String(status) })}
              prefetch={false}
              className={tabStyles.tab}
              aria-current={status === current ? 'page' : undefined}
              data-status={status}
            >
              {statusLabel(t, status)} <span className={tabStyles.count}>{counts[String(status)] ?? 0}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
