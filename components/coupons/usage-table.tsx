'use client';

import { useTranslations } from 'next-intl';
import type { CouponUsage } from '@/lib/api/coupons';
import type { CouponUsageState } from '@/lib/contract/coupon-rules';
import { DateTime } from '@/components/ui/date-time';
import { ToneTag, type Tone } from '@/components/ui/tone-tag';
import { DataTable, type DataColumn, type TablePage } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { appliesToLabel } from './coupon-labels';
import styles from './coupons.module.css';

const TONES: Record<CouponUsageState, Tone> = { locked: 'warning', used: 'green', released: 'neutral', returned: 'blue' };

/** The times of one use: held, then used or released (a returned coupon has both). */
function Times({ usage, t }: { usage: CouponUsage; t: ReturnType<typeof useTranslations<'coupons'>> }) {
  const lines: [string, string | null][] = [
    [t('usage.lockedAt'), usage.lockedAt],
    [t('usage.usedAt'), usage.usedAt],
    [t('usage.releasedAt'), usage.releasedAt],
  ];
  return (
    <span className={styles.stack}>
      {lines
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <span key={label} className={styles.nowrap}>
            <span className={styles.muted}>{label} </span>
            <DateTime value={value} />
          </span>
        ))}
    </span>
  );
}

/** A page of the coupon usage record: coupon, order, order type, fee, saved, state, times. A card per use on a phone. */
export function UsageTable({ symbol, ...page }: TablePage<CouponUsage> & { symbol: string }) {
  const t = useTranslations('coupons');
  const columns: DataColumn<CouponUsage>[] = [
    {
      key: 'coupon',
      title: t('usage.col.coupon'),
      phone: 'title',
      render: (_, usage) => (
        <span className={styles.stack}>
          <span>{usage.couponName}</span>
          <span className={`${styles.number} ${styles.muted}`}>{usage.couponId}</span>
        </span>
      ),
    },
    { key: 'orderRef', title: t('usage.col.order'), render: (_, usage) => <span className={styles.number}>{usage.orderRef}</span> },
    { key: 'orderKind', title: t('usage.col.orderKind'), phone: 'detail', render: (_, usage) => appliesToLabel(t, usage.orderKind) },
    { key: 'fee', title: t('usage.col.fee'), align: 'right', phone: 'detail', render: (_, usage) => <Money value={usage.fee} symbol={symbol} /> },
    {
      key: 'discount',
      title: t('usage.col.discount'),
      align: 'right',
      render: (_, usage) => <Money value={usage.discount} symbol={symbol} />,
    },
    {
      key: 'state',
      title: t('usage.col.state'),
      render: (_, usage) => (
        <ToneTag tone={TONES[usage.state] ?? 'neutral'}>{t.has(`usage.state.${usage.state}`) ? t(`usage.state.${usage.state}`) : usage.state}</ToneTag>
      ),
    },
    { key: 'time', title: t('usage.col.time'), phone: 'detail', render: (_, usage) => <Times usage={usage} t={t} /> },
  ];
  return <DataTable<CouponUsage> rowKey="id" columns={columns} {...page} onRow={(usage) => ({ 'data-testid': 'usage-row', 'data-state': usage.state })} />;
}
