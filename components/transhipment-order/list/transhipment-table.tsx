'use client';

import { useTranslations } from 'next-intl';
import { DataTable, type TablePage } from '@/components/ui/list/data-table';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import { symbolOf } from '@/components/combined-order/labels';
import styles from '@/components/combined-order/list/combined-orders.module.css';
import { transhipmentColumns } from './transhipment-columns';
import type { TranshipmentRow } from './transhipment-row';

/**
 * My transhipment orders, a page at a time, each row with the actions its flags allow; it scrolls sideways
 * on a phone as the waybill list does. Needs TRANSHIPMENT_LIST_MESSAGES.
 */
export function TranshipmentTable({ currency, ...page }: TablePage<TranshipmentRow> & { currency: SiteCurrency }) {
  const t = useTranslations('transhipmentOrder');
  const tw = useTranslations('combinedOrder');
  const columns = transhipmentColumns(t, tw, (code) => symbolOf(code, currency));
  return (
    <DataTable<TranshipmentRow>
      rowKey="id"
      columns={columns}
      {...page}
      className={styles.table}
      onRow={(order) => ({ 'data-testid': 'transhipment-row', 'data-status': order.status })}
    />
  );
}
