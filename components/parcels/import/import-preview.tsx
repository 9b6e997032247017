'use client';

import { useTranslations } from 'next-intl';
import type { ImportPreview } from '@/lib/api/parcels';
import { formatNumber } from '@/lib/format/number';
import { PreviewErrors, PreviewFigures, PreviewTable } from '@/components/ui/spreadsheet/spreadsheet-preview';
import styles from './import.module.css';

/** What a checked file would create, and what is wrong with it (row, column, value, message). */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('forecast.import');
  const figures = [
    [t('totalRows'), preview.totalRows],
    [t('validParcels'), preview.parcels.length],
    [t('errorCount'), preview.errors.length],
    [t('skippedCount'), preview.skippedRows.length],
  ] as const;
  return (
    <div className={styles.preview}>
      <PreviewFigures figures={figures} />
      {preview.skippedRows.length ? <p className={styles.note}>{t('skippedRows', { rows: preview.skippedRows.join(', ') })}</p> : null}
      <PreviewErrors id="import-errors-title" errors={preview.errors} t={t} />
      {preview.parcels.length ? (
        <PreviewTable
          id="import-parcels-title"
          title={t('parcelsTitle', { count: preview.parcels.length })}
          head={[t('trackingNumber'), t('warehouse'), t('carrier'), t('goodsCount'), t('declaredValue'), t('rows')]}
          rows={preview.parcels.map((p) => [
            p.trackingNumber,
            p.warehouseName,
            p.carrierName,
            p.goodsCount,
            `${formatNumber(p.declaredValue, 2)} ${p.currency}`,
            p.rows.join(', '),
          ])}
        />
      ) : null}
    </div>
  );
}
