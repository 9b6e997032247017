import { getTranslations } from 'next-intl/server';
import type { WarehouseAddress } from '@/lib/contract/wire';
import { WAREHOUSE_FIELDS } from '@/components/address/warehouse-text';
import type { WarehouseBoxTexts } from './warehouse-box-view';

/** ./warehouse-box.tsx's words for these warehouses, in the page's language. */
export async function warehouseBoxTexts(warehouses: readonly WarehouseAddress[]): Promise<WarehouseBoxTexts> {
  const [t, tw] = await Promise.all([getTranslations('shipForMeCart'), getTranslations('warehouse')]);
  return {
    notes: Object.fromEntries(warehouses.map((w) => [w.warehouseId, t('warehouseNote', { code: w.memberCode })])),
    choice: t('warehouseChoice'),
    defaultMark: tw('default'),
    memberCode: t('memberCode'),
    copyMemberCode: tw('copyField', { field: t('memberCode') }),
    copy: tw('copy'),
    copyAll: tw('copyAll'),
    noWarehouse: t('noWarehouse'),
    fields: Object.fromEntries(
      WAREHOUSE_FIELDS.map((field) => [field, { label: tw(field), copy: tw('copyField', { field: tw(field) }) }]),
    ) as WarehouseBoxTexts['fields'],
  };
}
