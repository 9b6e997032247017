'use client';

import { Descriptions, Table } from 'antd';
import { useTranslations } from 'next-intl';
import type { ImportError, ImportPreview } from '@/lib/api/parcels';
import { formatNumber } from '@/lib/format/display';
import styles from './import.module.css';

type PreviewParcel = ImportPreview['parcels'][number];

/** What a checked file would create, and what is wrong with it (row, column, value, message). */
export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('forecast.import');
  return (
    <div className={styles.preview}>
      <Descriptions
        size="small"
        styles={{ label: { color: '#595959' } }}
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          { key: 'rows', label: t('totalRows'), children: preview.totalRows },
          { key: 'parcels', label: t('validParcels'), children: preview.parcels.length },
          { key: 'errors', label: t('errorCount'), children: preview.errors.length },
          { key: 'skipped', label: t('skippedCount'), children: preview.skippedRows.length },
        ]}
      />
      {preview.skippedRows.length ? (
        <p className={styles.note}>{t('skippedRows', { rows: preview.skippedRows.join(', ') })}</p>
      ) : null}
      {preview.errors.length ? (
        <section aria-labelledby="import-errors-title">
          <h3 id="import-errors-title" className={styles.heading}>
            {t('errorsTitle')}
          </h3>
          <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="import-errors-title">
            <Table<ImportError>
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={preview.errors}
              pagination={preview.errors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              columns={[
                { key: 'row', title: t('row'), dataIndex: 'row', width: 72 },
                { key: 'column', title: t('column'), dataIndex: 'column' },
                { key: 'value', title: t('value'), dataIndex: 'value', render: (v: string) => v || '-' },
                { key: 'message', title: t('message'), dataIndex: 'message' },
              ]}
            />
          </div>
        </section>
      ) : null}
      {preview.parcels.length ? (
        <section aria-labelledby="import-parcels-title">
          <h3 id="import-parcels-title" className={styles.heading}>
            {t('parcelsTitle', { count: preview.parcels.length })}
          </h3>
          <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="import-parcels-title">
            <Table<PreviewParcel>
              size="small"
              rowKey="trackingNumber"
              dataSource={preview.parcels}
              pagination={preview.parcels.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              columns={[
                { key: 'trackingNumber', title: t('trackingNumber'), dataIndex: 'trackingNumber' },
                { key: 'warehouse', title: t('warehouse'), dataIndex: 'warehouseName' },
                { key: 'carrier', title: t('carrier'), dataIndex: 'carrierName' },
                { key: 'goods', title: t('goodsCount'), dataIndex: 'goodsCount' },
                {
                  key: 'value',
                  title: t('declaredValue'),
                  render: (_: unknown, p) => `${formatNumber(p.declaredValue, 2)} ${p.currency}`,
                },
                { key: 'rows', title: t('rows'), render: (_: unknown, p) => p.rows.join(', ') },
              ]}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
