'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Waybill } from '@/lib/api/combined-order';
import { DataTable } from '@/components/ui/list/data-table';
import type { ListState } from '@/components/ui/list/list-query';
import { symbolOf } from '../labels';
import { waybillColumns } from './waybill-columns';
import styles from './waybills.module.css';

interface WaybillTableProps {
  /** The page of waybills the server read for the URL's list state. */
  items: Waybill[];
  total: number;
  state: ListState;
  /** The site's currency (amounts in another currency show its code). */
  currency: { code: string; symbol: string };
  /** What an empty page says (server-rendered: no waybills yet, or nothing matches). */
  empty: ReactNode;
  caption: string;
}

/** My waybills, a page at a time, each row with the actions its flags allow. Needs WAYBILL_CLIENT_NAMESPACES. */
export function WaybillTable({ items, total, state, currency, empty, caption }: WaybillTableProps) {
  const t = useTranslations('waybills');
  const columns = waybillColumns(t, (code) => symbolOf(code, currency));
  return (
    <DataTable<Waybill>
      rowKey="id"
      columns={columns}
      items={items}
      total={total}
      state={state}
      caption={caption}
      className={styles.table}
      emptyText={empty}
      onRow={(waybill) => ({ 'data-testid': 'waybill-row', 'data-status': waybill.status })}
    />
  );
}
