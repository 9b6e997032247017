'use client';

import { useId, useState } from 'react';
import { copyToClipboard } from '@/lib/api/feedback';
import type { WarehouseAddress } from '@/lib/contract/wire';
import { WAREHOUSE_FIELDS, type WarehouseField, warehouseBlock, warehouseFieldValue } from '@/components/address/warehouse-text';
import { PlainButton } from '@/components/ui/form/plain-button';
import styles from './cart.module.css';

/** The box's words, worded on the server (./warehouse-box-texts.ts): this public page carries no client catalog. */
export interface WarehouseBoxTexts {
  /** What to write in the shop's checkout, per warehouse id (it names the member code). */
  notes: Record<string, string>;
  choice: string;
  defaultMark: string;
  memberCode: string;
  copyMemberCode: string;
  copy: string;
  copyAll: string;
  noWarehouse: string;
  fields: Record<WarehouseField, { label: string; copy: string }>;
}

/**
 * The address the shop should ship to: the member's address at a warehouse (the default first), each line
 * with a copy button, the whole block with one, and what to write in the shop's checkout. Light markup (no
 * antd) on this public page; the labels are the warehouse-address page's (`warehouse`).
 */
export function WarehouseBox({ warehouses, texts }: { warehouses: WarehouseAddress[]; texts: WarehouseBoxTexts }) {
  const selectId = useId();
  const [chosenId, setChosenId] = useState(() => (warehouses.find((w) => w.isDefault) ?? warehouses[0])?.warehouseId ?? '');
  const address = warehouses.find((w) => w.warehouseId === chosenId) ?? warehouses[0];
  if (!address) return <p className={styles.note}>{texts.noWarehouse}</p>;
  const fields = WAREHOUSE_FIELDS.filter((field) => warehouseFieldValue(address, field).trim() !== '');
  return (
    <div data-testid="cart-warehouse">
      <p className={styles.notice} role="note">
        {texts.notes[address.warehouseId]}
      </p>
      {warehouses.length > 1 ? (
        <>
          <label htmlFor={selectId}>{texts.choice}</label>
          <select id={selectId} className={styles.select} value={address.warehouseId} onChange={(event) => setChosenId(event.target.value)}>
            {warehouses.map((w) => (
              <option key={w.warehouseId} value={w.warehouseId}>
                {w.isDefault ? `${w.warehouseName} (${texts.defaultMark})` : w.warehouseName}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className={styles.strong}>{address.warehouseName}</p>
      )}
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{texts.memberCode}</dt>
          <dd className={styles.strong}>{address.memberCode}</dd>
          <dd>
            <PlainButton size="small" onClick={() => void copyToClipboard(address.memberCode)} aria-label={texts.copyMemberCode}>
              {texts.copy}
            </PlainButton>
          </dd>
        </div>
        {fields.map((field) => (
          <div key={field} className={styles.field}>
            <dt>{texts.fields[field].label}</dt>
            <dd>{warehouseFieldValue(address, field)}</dd>
            <dd>
              <PlainButton size="small" onClick={() => void copyToClipboard(warehouseFieldValue(address, field))} aria-label={texts.fields[field].copy}>
                {texts.copy}
              </PlainButton>
            </dd>
          </div>
        ))}
      </dl>
      <PlainButton
        variant="primary"
        className={styles.copyAll}
        onClick={() => void copyToClipboard(warehouseBlock(address, (field) => texts.fields[field].label))}
      >
        {texts.copyAll}
      </PlainButton>
    </div>
  );
}
