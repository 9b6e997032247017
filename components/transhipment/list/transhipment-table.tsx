'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { TranshipmentOrder } from '@/lib/api/transhipment-order';
import { DataTable } from '@/components/ui/list/data-table';
import type { ListState } from '@/components/ui/list/list-query';
import { symbolOf } from '@/components/waybills/labels';
import styles from '@/components/waybills/list/waybills.module.css';
import { transhipmentColumns } from './transhipment-columns';

interface TranshipmentTableProps {
  /** The page of orders the server read for the URL's list state. */
  items: TranshipmentOrder[];
  total: number;
  state: ListState;
  /** The site's currency (amounts in another currency show its code). */
  currency: { code: string; symbol: string };
  /** What an empty page says (server-rendered: no orders yet, or nothing matches). */
  empty: ReactNode;
  caption: string;
}

/**
 * My transhipment orders, a page at a time, each row with the actions its flags allow; it scrolls sideways
 * on a phone as the waybill list does. Needs TRANSHIPMENT_CLIENT_NAMESPACES.
 */
export function TranshipmentTable({ items, total, state, currency, empty, caption }: TranshipmentTableProps) {
  const t = useTranslations('transhipment');
  const tw = useTranslations('waybills');
  const columns = transhipmentColumns(t, tw, (code) => symbolOf(code, currency));
  return (
    <DataTable<TranshipmentOrder>
      rowKey="id"
      columns={columns}
      items={items}
      total={total}
      state={state}
      caption={caption}
      className={styles.table}
      emptyText={empty}
      onRow={(order) => ({ 'data-testid': 'transhipment-row', 'data-status': order.status })}
    />
  );
}
