import type { WarehouseAddress } from '@/lib/api/ship-for-me';

export type WarehouseField = 'recipient' | 'phone' | 'addressLine1' | 'addressLine2' | 'city' | 'region' | 'country' | 'postcode';

export const WAREHOUSE_FIELDS: readonly WarehouseField[] = ['recipient', 'phone', 'addressLine1', 'addressLine2', 'city', 'region', 'country', 'postcode'];

/** The value of one field of a warehouse address ('' when the warehouse has none). */
export function warehouseFieldValue(address: WarehouseAddress, field: WarehouseField): string {
  switch (field) {
    case 'recipient':
      return address.receiverName;
    case 'phone':
      return address.phone;
    case 'addressLine1':
      return address.addressLine1;
    case 'addressLine2':
      return address.addressLine2;
    case 'city':
      return address.city;
    case 'region':
      return address.regionName ?? '';
    case 'country':
      return address.countryName ?? address.countryCode;
    case 'postcode':
      return address.postcode ?? '';
  }
}

/** The whole block for one paste: "label: value" per non-empty field, one a line. */
export function warehouseBlock(address: WarehouseAddress, label: (field: WarehouseField) => string): string {
  return WAREHOUSE_FIELDS.map((field) => [label(field), warehouseFieldValue(address, field)] as const)
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}
