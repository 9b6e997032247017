'use client';

import { useTranslations } from 'next-intl';
import type { Waybill } from '@/lib/api/combined-order';
import { DataTable, type TablePage } from '@/components/ui/list/data-table';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import { symbolOf } from '../labels';
import { waybillColumns } from './waybill-columns';
import styles from './waybills.module.css';

/** My waybills, a page at a time, each row with the actions its flags allow. Needs WAYBILL_CLIENT_NAMESPACES. */
export function WaybillTable({ currency, ...page }: TablePage<Waybill> & { currency: SiteCurrency }) {
  const t = useTranslations('waybills');
  const columns = waybillColumns(t, (code) => symbolOf(code, currency));
  return (
    <DataTable<Waybill>
      rowKey="id"
      columns={columns}
      {...page}
      className={styles.table}
      onRow={(waybill) => ({ 'data-testid': 'waybill-row', 'data-status': waybill.status })}
    />
  );
}
