'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { copyToClipboard } from '@/lib/api/feedback';
import type { WarehouseAddress } from '@/lib/api/ship-for-me';
import { WAREHOUSE_FIELDS, warehouseBlock, warehouseFieldValue } from './warehouse-text';
import styles from './warehouse.module.css';

/** One warehouse: each field with its own copy button, and one for the whole block (已复制 notice). */
export function WarehouseCard({ address }: { address: WarehouseAddress }) {
  const t = useTranslations('warehouse');
  const headingId = `warehouse-${address.warehouseId}`;
  const fields = WAREHOUSE_FIELDS.filter((field) => warehouseFieldValue(address, field).trim() !== '');
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="warehouse-card">
      <div className={styles.head}>
        <h2 id={headingId} className={styles.name}>
          {address.warehouseName}
          {address.isDefault ? <span className={styles.badge}>{t('default')}</span> : null}
        </h2>
        <Button type="primary" onClick={() => void copyToClipboard(warehouseBlock(address, (field) => t(field)))}>
          {t('copyAll')}
        </Button>
      </div>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field} className={styles.row}>
            <dt>{t(field)}</dt>
            <dd>{warehouseFieldValue(address, field)}</dd>
            <dd className={styles.copy}>
              <Button size="small" onClick={() => void copyToClipboard(warehouseFieldValue(address, field))} aria-label={t('copyField', { field: t(field) })}>
                {t('copy')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
