'use client';

import type { Key } from 'react';
import { useTranslations } from 'next-intl';
import type { Parcel } from '@/lib/api/parcels';
import { formatNumber } from '@/lib/format/display';
import { DateTime } from '@/components/ui/date-time';
import { DataTable, type DataColumn } from '@/components/ui/list/data-table';
import { readListState } from '@/components/ui/list/list-query';

/** One page, no pager: DataTable shows none while `total` is 0 (every parcel is on this page). */
const ONE_PAGE = readListState({});

interface ParcelChoiceProps {
  parcels: Parcel[];
  selected: string[];
  onChange: (ids: string[]) => void;
  caption: string;
}

/** The in-stock parcels of one warehouse with a checkbox each (and one for all). */
export function ParcelChoice({ parcels, selected, onChange, caption }: ParcelChoiceProps) {
  const t = useTranslations('combinedOrderPay.add');
  const columns: DataColumn<Parcel>[] = [
    { key: 'trackingNumber', title: t('columns.trackingNumber'), dataIndex: 'trackingNumber', phone: 'title' },
    { key: 'declaredName', title: t('columns.declaredName'), dataIndex: 'declaredName', responsive: ['sm'] },
    { key: 'weight', title: t('columns.weight'), align: 'right', render: (_, parcel) => formatNumber(parcel.weight, 2) },
    { key: 'inboundAt', title: t('columns.inboundAt'), responsive: ['md'], render: (_, parcel) => <DateTime value={parcel.inboundAt} /> },
  ];
  return (
    <DataTable<Parcel>
      rowKey="id"
      columns={columns}
      items={parcels}
      total={0}
      state={ONE_PAGE}
      caption={caption}
      emptyText={null}
      onRow={(parcel) => ({ 'data-testid': 'addable-parcel', 'data-id': parcel.id })}
      rowSelection={{
        selectedRowKeys: selected,
        getCheckboxProps: (parcel) => ({ 'aria-label': t('selectLabel', { trackingNumber: parcel.trackingNumber }) }),
        onChange: (keys: Key[]) => onChange(keys.map(String)),
      }}
    />
  );
}
