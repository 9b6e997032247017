'use client';

import { useTranslations } from 'next-intl';
import type { CombinedOrder } from '@/lib/api/combined-order';
import { DataTable, type TablePage } from '@/components/ui/list/data-table';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import { symbolOf } from '../labels';
import { combinedOrderColumns } from './combined-order-columns';
import styles from './combined-orders.module.css';

/** My waybills, a page at a time, each row with the actions its flags allow. Needs COMBINED_ORDER_CLIENT_NAMESPACES. */
export function CombinedOrderTable({ currency, ...page }: TablePage<CombinedOrder> & { currency: SiteCurrency }) {
  const t = useTranslations('combinedOrder');
  const columns = combinedOrderColumns(t, (code) => symbolOf(code, currency));
  return (
    <DataTable<CombinedOrder>
      rowKey="id"
      columns={columns}
      {...page}
      className={styles.table}
      onRow={(combinedOrder) => ({ 'data-testid': 'waybill-row', 'data-status': combinedOrder.status })}
    />
  );
}
