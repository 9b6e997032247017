'use client';

import { useTranslations } from 'next-intl';
import type { TranshipmentImportPreview } from '@/lib/api/transhipment-order';
import { formatMoney, formatNumber } from '@/lib/format/number';
import { PreviewErrors, PreviewFigures, PreviewTable } from '@/components/ui/spreadsheet/spreadsheet-preview';
import { symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import styles from '@/components/parcels/import/import.module.css';

/** What a checked file would submit (one order a row) and what is wrong with it (row, column, value, message). */
export function BatchPreview({ preview, currency }: { preview: TranshipmentImportPreview; currency: SiteCurrency }) {
  const t = useTranslations('transhipmentOrderSubmit.batch');
  const figures = [
    [t('totalRows'), preview.totalRows],
    [t('validOrders'), preview.orders.length],
    [t('errorCount'), preview.errors.length],
  ] as const;
  return (
    <div className={styles.preview}>
      <PreviewFigures figures={figures} />
      <PreviewErrors id="batch-errors-title" errors={preview.errors} t={t} />
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
