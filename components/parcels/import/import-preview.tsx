'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ImportPreview } from '@/lib/api/parcels';
import { formatNumber } from '@/lib/format/number';
import styles from './import.module.css';

/** A titled table in a scroll region that keyboards can scroll (focusable, named by the title); the transhipment batch shows its tables with it too. */
export function PreviewTable({ id, title, head, rows }: { id: string; title: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={id}>
        <table className={styles.table}>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              <tr key={row}>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The checked file's figures (rows read, valid, wrong…) as a description list. */
export function PreviewFigures({ figures }: { figures: readonly (readonly [string, number])[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type ErrorLabel = 'errorsTitle' | 'row' | 'column' | 'value' | 'message';

/** What is wrong with a checked file, a row each (row, column, value, message); nothing when all is right. */
export function PreviewErrors({ id, errors, t }: { id: string; errors: ImportPreview['errors']; t: (key: ErrorLabel) => string }) {
  if (!errors.length) return null;
  return (
    <PreviewTable
      id={id}
      title={t('errorsTitle')}
      head={[t('row'), t('column'), t('value'), t('message')]}
      rows={errors.map((e) => [e.row, e.column, e.value || '-', e.message])}
    />
  );
}

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
