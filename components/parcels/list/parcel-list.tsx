'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { showInfoToast } from '@/lib/api/feedback';
import { DataTable, type TableRows } from '@/components/ui/list/data-table';
import { parcelColumns } from './parcel-columns';
import type { ParcelRow } from './parcel-row';
import { applySelection, type SiteCurrency } from './parcel-values';
import { SelectionBar } from './selection-bar';
import { useDetailParam } from './use-detail-param';
import styles from './parcels.module.css';

// The drawer's code (steps, photos, forms) loads only when a parcel is opened.
const ParcelDrawer = dynamic(() => import('../detail/parcel-drawer').then((m) => m.ParcelDrawer), { ssr: false });

/** How long the refusal of a second warehouse stays (a sentence to read, longer than a "copied"). */
const REFUSAL_MS = 4000;

interface ParcelListProps extends TableRows<ParcelRow> {
  currency: SiteCurrency;
  /** The URL narrows the list (status or search): the empty text says nothing matches. */
  filtered: boolean;
}

/**
 * My parcels, a page at a time: the detail drawer named by `?id=`, and the selection of Inbound parcels of
 * one warehouse for a waybill (kept across pages while the page is open).
 */
export function ParcelList({ currency, filtered, ...rows }: ParcelListProps) {
  const t = useTranslations('parcels');
  const [selected, setSelected] = useState<ParcelRow[]>([]);
  const detail = useDetailParam();

  const columns = parcelColumns(t, { currency, hrefOf: (parcel) => detail.hrefOf(parcel.id), onOpen: (parcel) => detail.open(parcel.id) });
  const reasonOf = (parcel: ParcelRow) => t(`unselectable.${parcel.unselectableReason ?? 'notInbound'}`);

  return (
    <div className={selected.length ? styles.withBar : undefined}>
      <DataTable<ParcelRow>
        {...rows}
        rowKey="id"
        columns={columns}
        className={styles.table}
        emptyText={<p className={styles.empty}>{filtered ? t('emptyFiltered') : t('empty')}</p>}
        onRow={(parcel) => ({ 'data-testid': 'parcel-row', 'data-status': parcel.status })}
        rowSelection={{
          selectedRowKeys: selected.map((parcel) => parcel.id),
          getCheckboxProps: (parcel) =>
            parcel.selectable
              ? { 'aria-label': t('selectLabel', { trackingNumber: parcel.trackingNumber }) }
              : {
                  disabled: true,
                  reason: reasonOf(parcel),
                  'aria-label': t('selectDisabledLabel', { trackingNumber: parcel.trackingNumber, reason: reasonOf(parcel) }),
                },
          onChange: (keys) => {
            const change = applySelection(selected, rows.items, keys);
            setSelected(change.selected);
            if (change.refused) showInfoToast(t('oneWarehouse'), REFUSAL_MS);
          },
        }}
      />
      <SelectionBar selected={selected} currency={currency} onClear={() => setSelected([])} />
      {detail.openId ? <ParcelDrawer id={detail.openId} currency={currency} onClose={detail.close} /> : null}
    </div>
  );
}
