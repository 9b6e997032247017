'use client';

import type { useTranslations } from 'next-intl';
import type { ParcelStorage } from '@/lib/contract/wire';
import { ParcelStatus } from '@/lib/contract/enums';
import { formatDate, formatNumber } from '@/lib/format/display';
import type { DataColumn } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { PhotoZoom } from './photo-zoom';
import type { ParcelRow } from './parcel-row';
import { sizeText, storageView, symbolFor, type SiteCurrency } from './parcel-values';
import { type Tone, ToneTag } from '@/components/ui/tone-tag';
import styles from './parcels.module.css';

export type ParcelsT = ReturnType<typeof useTranslations<'parcels'>>;

const STATUS_NAMES = Object.fromEntries(Object.entries(ParcelStatus).map(([name, value]) => [value, name])) as Record<number, string>;
const STATUS_TONES: Record<number, Tone> = { 50: 'neutral', 60: 'blue', 63: 'green', 120: 'purple', 200: 'neutral', 210: 'neutral' };

/** The catalog label of a ParcelStatus (`parcels.status.<Name>`). */
export function statusLabel(t: ParcelsT, status: number): string {
  const name = STATUS_NAMES[status];
  return name ? t(`status.${name}` as 'status.Inbound') : String(status);
}

/**
 * The status tag; an abnormal parcel shows a red tag with the warehouse's reason as well, and a forecast of
 * a number that arrived without an owner shows where the warehouse's check of it stands.
 */
export function StatusTag({
  t,
  parcel,
}: {
  t: ParcelsT;
  parcel: { status: number; abnormalReason?: string | null; claim?: Pick<NonNullable<ParcelRow['claim']>, 'status'> | null };
}) {
  const status = <ToneTag tone={STATUS_TONES[parcel.status] ?? 'neutral'}>{statusLabel(t, parcel.status)}</ToneTag>;
  if (!parcel.claim && !parcel.abnormalReason) return status;
  return (
    <span className={styles.tags}>
      {status}
      {parcel.claim ? <ToneTag tone={parcel.claim.status === 'pending' ? 'warning' : 'error'}>{t(`claim.${parcel.claim.status}Tag`)}</ToneTag> : null}
      {parcel.abnormalReason ? <ToneTag tone="error">{t('abnormal', { reason: parcel.abnormalReason })}</ToneTag> : null}
    </span>
  );
}

/** Days left, a warning tag within 7 days, the fee accrued once overdue; nothing before Inbound. */
export function StorageCell({ t, parcel, currency }: { t: ParcelsT; parcel: { storage?: ParcelStorage | null }; currency: SiteCurrency }) {
  const view = storageView(parcel.storage);
  const fee = (amount: number) => <Money value={amount} symbol={currency.symbol} />;
  switch (view.kind) {
    case 'none':
      return <small>{t('storage.notStarted')}</small>;
    case 'stopped':
      return <small>{view.fee > 0 ? t.rich('storage.stoppedFee', { fee: () => fee(view.fee) }) : t('storage.stopped')}</small>;
    case 'left':
      return <span>{t('storage.daysLeft', { days: view.daysLeft })}</span>;
    case 'warning':
      return <ToneTag tone="warning">{t('storage.daysLeft', { days: view.daysLeft })}</ToneTag>;
    case 'overdue':
      return <ToneTag tone="error">{t.rich('storage.overdue', { days: view.overdueDays, fee: () => fee(view.fee) })}</ToneTag>;
  }
}

type Measures = 'weight' | 'length' | 'width' | 'height' | 'volumetricWeight';

/** Weight, then size and volumetric weight as secondary lines, or "not weighed yet". */
export function MeasureCell({ t, parcel }: { t: ParcelsT; parcel: { [K in Measures]?: number | null } }) {
  const size = sizeText(parcel);
  if (parcel.weight == null && !size) return <small>{t('notMeasured')}</small>;
  return (
    <>
      {parcel.weight != null ? t('kg', { value: formatNumber(parcel.weight, 2) }) : null}
      {size ? <small>{t('size', { size })}</small> : null}
      {parcel.volumetricWeight != null ? <small>{t('volumetric', { value: formatNumber(parcel.volumetricWeight, 2) })}</small> : null}
    </>
  );
}

interface ColumnOptions {
  currency: SiteCurrency;
  /** The detail link of a parcel (?id=), and what opening it does. */
  hrefOf: (parcel: ParcelRow) => string;
  onOpen: (parcel: ParcelRow) => void;
}

/** My parcels' columns; tracking number, status, weight, declared value and created date sort on the server (PARCEL_LIST). */
export function parcelColumns(t: ParcelsT, { currency, hrefOf, onOpen }: ColumnOptions): DataColumn<ParcelRow>[] {
  return [
    {
      key: 'photo',
      title: t('columns.photo'),
      width: 72,
      responsive: ['sm'],
      phone: 'main',
      render: (_, parcel) =>
        parcel.thumbnailUrl ? (
          <PhotoZoom t={t} src={parcel.thumbnailUrl} trackingNumber={parcel.trackingNumber} />
        ) : (
          <span className={styles.noPhoto} role="img" aria-label={t('noPhoto')} />
        ),
    },
    {
      key: 'trackingNumber',
      title: t('columns.trackingNumber'),
      sorter: true,
      phone: 'title',
      render: (_, parcel) => (
        <>
          <a
            href={hrefOf(parcel)}
            className={styles.tracking}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(parcel);
            }}
          >
            {parcel.trackingNumber}
          </a>
          <small>{parcel.carrierName}</small>
        </>
      ),
    },
    {
      key: 'warehouse',
      title: t('columns.warehouse'),
      responsive: ['lg'],
      className: styles.keepWords,
      render: (_, parcel) => parcel.warehouseName,
    },
    { key: 'status', title: t('columns.status'), sorter: true, render: (_, parcel) => <StatusTag t={t} parcel={parcel} /> },
    {
      key: 'weight',
      title: t('columns.measure'),
      sorter: true,
      responsive: ['md'],
      phone: 'main',
      className: styles.nowrap,
      render: (_, parcel) => <MeasureCell t={t} parcel={parcel} />,
    },
    {
      key: 'declaredValue',
      title: t('columns.declaredValue'),
      sorter: true,
      responsive: ['md'],
      phone: 'main',
      align: 'right',
      render: (_, parcel) => <Money value={parcel.declaredValue} symbol={symbolFor(parcel.currency, currency)} />,
    },
    {
      key: 'storage',
      title: t('columns.storage'),
      // "入库后开始计算" whole, not two characters a line in the narrowest column.
      className: styles.keepWords,
      render: (_, parcel) => <StorageCell t={t} parcel={parcel} currency={currency} />,
    },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      sorter: true,
      responsive: ['lg'],
      className: styles.nowrap,
      // The server's time zone, then the reader's.
      render: (_, parcel) => <span suppressHydrationWarning>{formatDate(parcel.createdAt, 'YYYY-MM-DD')}</span>,
    },
  ];
}
