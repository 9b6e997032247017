'use client';

import { Descriptions, Image } from 'antd';
import '@/components/providers/antd/descriptions.css';
import '@/components/providers/antd/image.css';
import { useTranslations } from 'next-intl';
import type { ParcelDetail } from '@/lib/api/parcels';
import { DeliveryMode } from '@/lib/contract/enums';
import { formatDate, formatNumber } from '@/lib/format/display';
import { Money } from '@/components/ui/money';
import { sizeText, storageView, type SiteCurrency } from '../list/parcel-values';
import { ToneTag } from '@/components/ui/tone-tag';
import styles from './detail.module.css';

const DATE_TIME = 'YYYY-MM-DD HH:mm';
const MODE_KEYS: Record<number, 'detail.mode.direct' | 'detail.mode.transshipment'> = {
  [DeliveryMode.DirectDelivery]: 'detail.mode.direct',
  [DeliveryMode.Transshipment]: 'detail.mode.transshipment',
};

/** The warehouse's photos; a click previews them with zoom and a way through the group. */
export function ParcelPhotos({ parcel }: { parcel: ParcelDetail }) {
  const t = useTranslations('parcels');
  if (!parcel.photos.length) return <p className={styles.muted}>{t('detail.noPhotos')}</p>;
  return (
    <Image.PreviewGroup>
      <ul className={styles.photos}>
        {parcel.photos.map((photo, index) => (
          <li key={photo.id}>
            <Image
              src={photo.url}
              width={96}
              height={96}
              alt={t('detail.photoAlt', { trackingNumber: parcel.trackingNumber, n: index + 1 })}
              className={styles.photo}
            />
          </li>
        ))}
      </ul>
    </Image.PreviewGroup>
  );
}

/** Where it is and what the warehouse measured. */
export function ParcelFacts({ parcel }: { parcel: ParcelDetail }) {
  const t = useTranslations('parcels');
  const size = sizeText(parcel);
  const kg = (value: number | null) => (value === null ? t('detail.notYet') : t('kg', { value: formatNumber(value, 2) }));
  const date = (value: string | null) => <span suppressHydrationWarning>{value ? formatDate(value, DATE_TIME) : t('detail.notYet')}</span>;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      bordered
      items={[
        { key: 'warehouse', label: t('columns.warehouse'), children: parcel.warehouseName },
        { key: 'carrier', label: t('detail.carrier'), children: parcel.carrierName },
        {
          key: 'mode',
          label: t('detail.deliveryMode'),
          children: MODE_KEYS[parcel.deliveryMode] ? t(MODE_KEYS[parcel.deliveryMode]) : String(parcel.deliveryMode),
        },
        { key: 'weight', label: t('detail.weight'), children: kg(parcel.weight) },
        { key: 'size', label: t('detail.size'), children: size ? t('size', { size }) : t('detail.notYet') },
        { key: 'volumetric', label: t('detail.volumetricWeight'), children: kg(parcel.volumetricWeight) },
        { key: 'created', label: t('columns.createdAt'), children: date(parcel.createdAt) },
        { key: 'arrived', label: t('detail.arrivedAt'), children: date(parcel.arrivedAt) },
        { key: 'inbound', label: t('detail.inboundAt'), children: date(parcel.inboundAt) },
        ...(parcel.remark ? [{ key: 'remark', label: t('detail.remark'), children: parcel.remark }] : []),
      ]}
    />
  );
}

/** Free days, days left, and past them the fee per day and the fee accrued. */
export function StorageFacts({ parcel, currency }: { parcel: ParcelDetail; currency: SiteCurrency }) {
  const t = useTranslations('parcels');
  const view = storageView(parcel.storage);
  const storage = parcel.storage;
  if (!storage || view.kind === 'none') return <p className={styles.muted}>{t('detail.storageNotStarted')}</p>;
  const money = (value: number) => <Money value={value} symbol={currency.symbol} />;
  return (
    <>
      {view.kind === 'warning' ? <ToneTag tone="warning">{t('detail.storageWarning', { days: view.daysLeft })}</ToneTag> : null}
      {view.kind === 'overdue' ? <ToneTag tone="error">{t('detail.storageOverdue', { days: view.overdueDays })}</ToneTag> : null}
      {view.kind === 'stopped' ? <ToneTag tone="neutral">{t('storage.stopped')}</ToneTag> : null}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        className={styles.storage}
        items={[
          { key: 'free', label: t('detail.freeDays'), children: t('detail.days', { days: storage.freeDays }) },
          { key: 'left', label: t('detail.daysLeft'), children: t('detail.days', { days: storage.daysLeft }) },
          { key: 'perDay', label: t('detail.feePerDay'), children: money(storage.feePerDay) },
          { key: 'fee', label: t('detail.fee'), children: money(storage.fee) },
        ]}
      />
    </>
  );
}
