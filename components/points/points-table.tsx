'use client';

import { useTranslations } from 'next-intl';
import type { PointsLine } from '@/lib/api/coupons';
import { formatNumber } from '@/lib/format/number';
import { COUPON_DATE } from '@/components/coupons/coupon-paths';
import { DateTime } from '@/components/ui/date-time';
import { ToneTag } from '@/components/ui/tone-tag';
import { DataTable, type DataColumn, type TablePage } from '@/components/ui/list/data-table';
import { KIND_TONES, pointsKindLabel } from './points-labels';
import { SignedPoints } from './signed-points';
import styles from './points.module.css';

/** A page of points lines: time, kind, signed points, balance after, what for (naming its order or coupon), when credited points expire. */
export function PointsTable(page: TablePage<PointsLine>) {
  const t = useTranslations('points');
  const dash = <span className={styles.muted}>-</span>;
  const columns: DataColumn<PointsLine>[] = [
    { key: 'createdAt', title: t('col.time'), render: (_, line) => <DateTime value={line.createdAt} /> },
    {
      key: 'kind',
      title: t('col.kind'),
      phone: 'title',
      render: (_, line) => <ToneTag tone={KIND_TONES[line.kind] ?? 'neutral'}>{pointsKindLabel(t, line.kind)}</ToneTag>,
    },
    {
      key: 'points',
      title: t('col.points'),
      align: 'right',
      render: (_, line) => <SignedPoints value={line.points} creditLabel={t('credit')} debitLabel={t('debit')} />,
    },
    { key: 'balanceAfter', title: t('col.balanceAfter'), align: 'right', phone: 'detail', render: (_, line) => formatNumber(line.balanceAfter, 0) },
    { key: 'description', title: t('col.description'), phone: 'detail', className: styles.description, render: (_, line) => line.description || dash },
    {
      key: 'expiresAt',
      title: t('col.expiresAt'),
      responsive: ['sm'],
      render: (_, line) => (line.points > 0 && line.expiresAt ? <DateTime value={line.expiresAt} pattern={COUPON_DATE} /> : dash),
    },
  ];
  return <DataTable<PointsLine> rowKey="id" columns={columns} {...page} onRow={(line) => ({ 'data-testid': 'points-row', 'data-kind': line.kind })} />;
}
