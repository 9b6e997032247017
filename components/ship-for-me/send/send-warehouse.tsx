'use client';

import { useTranslations } from 'next-intl';
import type { WarehouseAddress } from '@/lib/contract/wire';
import { FormSection } from '@/components/combined-order/submit/form-section';
import styles from '@/components/ui/form/order-form.module.css';

export type WarehouseOption = Pick<WarehouseAddress, 'warehouseId' | 'warehouseName' | 'isDefault' | 'fullAddress' | 'memberCode'>;

/** The default warehouse, else the first one. */
export const defaultWarehouseId = (warehouses: readonly WarehouseOption[]) => (warehouses.find((w) => w.isDefault) ?? warehouses[0])?.warehouseId ?? '';

interface SendWarehouseProps {
  warehouses: readonly WarehouseOption[];
  value: string;
  onChange(id: string): void;
  /** What the warehouse is for in this step. */
  hint: string;
  error?: string | null;
  disabled: boolean;
}

/** The warehouse the shops ship the goods to: one of the member's, with its address and member code. */
export function SendWarehouse({ warehouses, value, onChange, hint, error, disabled }: SendWarehouseProps) {
  const t = useTranslations('shipForMeCart.send');
  return (
    <FormSection field="warehouseId" title={t('warehouse')} error={error} disabled={disabled}>
      <ul className={styles.options}>
        {warehouses.map((warehouse) => (
          <li key={warehouse.warehouseId}>
            <label className={styles.option} data-testid="warehouse-option">
              <input
                type="radio"
                name="warehouseId"
                className={styles.mark}
                checked={value === warehouse.warehouseId}
                onChange={() => onChange(warehouse.warehouseId)}
              />
              <span className={styles.optionMain}>
                <strong>
                  {warehouse.warehouseName}
                  {warehouse.isDefault ? <span className={styles.tag}>{t('defaultWarehouse')}</span> : null}
                </strong>
                <span className={styles.muted}>{warehouse.fullAddress}</span>
                <span className={styles.muted}>{t('memberCode', { code: warehouse.memberCode })}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{hint}</p>
    </FormSection>
  );
}
