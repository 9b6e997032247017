'use client';

import { useTranslations } from 'next-intl';
import { DataTable, type TablePage } from '@/components/ui/list/data-table';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import { symbolOf } from '../labels';
import { combinedOrderColumns } from './combined-order-columns';
import type { CombinedOrderRow } from './combined-order-row';
import styles from './combined-orders.module.css';

/** My waybills, a page at a time, each row with the actions its flags allow. Needs COMBINED_ORDER_LIST_MESSAGES. */
export function CombinedOrderTable({ currency, ...page }: TablePage<CombinedOrderRow> & { currency: SiteCurrency }) {
  const t = useTranslations('combinedOrder');
  const columns = combinedOrderColumns(t, (code) => symbolOf(code, currency));
  return (
    <DataTable<CombinedOrderRow>
      rowKey="id"
      columns={columns}
      {...page}
      className={styles.table}
      onRow={(combinedOrder) => ({ 'data-testid': 'waybill-row', 'data-status': combinedOrder.status })}
    />
  );
}
