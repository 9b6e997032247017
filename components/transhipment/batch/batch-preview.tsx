'use client';

import { useTranslations } from 'next-intl';
import type { TranshipmentImportPreview } from '@/lib/api/transhipment-order';
import { formatMoney, formatNumber } from '@/lib/format/number';
import { PreviewTable } from '@/components/parcels/import/import-preview';
import { symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import styles from '@/components/parcels/import/import.module.css';

/** What a checked file would submit (one order a row) and what is wrong with it (row, column, value, message). */
export function BatchPreview({ preview, currency }: { preview: TranshipmentImportPreview; currency: SiteCurrency }) {
  const t = useTranslations('transhipmentSubmit.batch');
  const figures = [
    [t('totalRows'), preview.totalRows],
    [t('validOrders'), preview.orders.length],
    [t('errorCount'), preview.errors.length],
  ] as const;
  return (
    <div className={styles.preview}>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {preview.errors.length ? (
        <PreviewTable
          id="batch-errors-title"
          title={t('errorsTitle')}
          head={[t('row'), t('column'), t('value'), t('message')]}
          rows={preview.errors.map((e) => [e.row, e.column, e.value || '-', e.message])}
        />
      ) : null}
      {preview.orders.length ? (
        <PreviewTable
          id="batch-orders-title"
          title={t('ordersTitle', { count: preview.orders.length })}
          head={[t('row'), t('trackingNumber'), t('recipient'), t('country'), t('method'), t('weight'), t('total')]}
          rows={preview.orders.map((order) => [
            order.row,
            order.trackingNumber,
            order.recipientName,
            order.countryCode,
            order.methodName,
            t('kg', { value: formatNumber(order.estimatedWeight, 2) }),
            formatMoney(order.total, symbolFor(order.currency, currency)),
          ])}
        />
      ) : null}
    </div>
  );
}
