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

export interface WarehouseBoxProps {
  warehouses: WarehouseAddress[];
  texts: WarehouseBoxTexts;
}

/** The warehouse shown first: the member's default, else the first. */
export const firstWarehouseId = (warehouses: readonly WarehouseAddress[]) => (warehouses.find((w) => w.isDefault) ?? warehouses[0])?.warehouseId ?? '';

/** One box a page: its warehouse choice's id is fixed, so the server's drawing and the island's are the same. */
const CHOICE_ID = 'cart-warehouse-choice';

interface WarehouseBoxViewProps extends WarehouseBoxProps {
  chosenId: string;
  /**
   * What the controls do (./warehouse-box.tsx); without them (the server's drawing, which can pass no function) they
   * wait, disabled, without handlers.
   */
  actions?: { choose(warehouseId: string): void; copy(text: string): void };
}

/**
 * The address the shop should ship to: the member's address at a warehouse (the default first), each line
 * with a copy button, the whole block with one, and what to write in the shop's checkout. Light markup (no
 * antd) on this public page; the labels are the warehouse-address page's (`warehouse`). No hooks: the server
 * draws it until ./warehouse-box.tsx, which draws it with its state, has loaded.
 */
export function WarehouseBoxView({ warehouses, texts, chosenId, actions }: WarehouseBoxViewProps) {
  const address = warehouses.find((w) => w.warehouseId === chosenId) ?? warehouses[0];
  if (!address) return <p className={styles.note}>{texts.noWarehouse}</p>;
  const fields = WAREHOUSE_FIELDS.filter((field) => warehouseFieldValue(address, field).trim() !== '');
  const copyButton = (text: string, label: string) => (
    <PlainButton size="small" disabled={!actions} onClick={actions ? () => actions.copy(text) : undefined} aria-label={label}>
      {texts.copy}
    </PlainButton>
  );
  return (
    <div data-testid="cart-warehouse">
      <p className={styles.notice} role="note">
        {texts.notes[address.warehouseId]}
      </p>
      {warehouses.length > 1 ? (
        <>
          <label htmlFor={CHOICE_ID}>{texts.choice}</label>
          <select
            id={CHOICE_ID}
            className={styles.select}
            value={address.warehouseId}
            disabled={!actions}
            onChange={actions ? (event) => actions.choose(event.target.value) : undefined}
          >
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
          <dd>{copyButton(address.memberCode, texts.copyMemberCode)}</dd>
        </div>
        {fields.map((field) => (
          <div key={field} className={styles.field}>
            <dt>{texts.fields[field].label}</dt>
            <dd>{warehouseFieldValue(address, field)}</dd>
            <dd>{copyButton(warehouseFieldValue(address, field), texts.fields[field].copy)}</dd>
          </div>
        ))}
      </dl>
      <PlainButton
        variant="primary"
        className={styles.copyAll}
        disabled={!actions}
        onClick={actions ? () => actions.copy(warehouseBlock(address, (field) => texts.fields[field].label)) : undefined}
      >
        {texts.copyAll}
      </PlainButton>
    </div>
  );
}
