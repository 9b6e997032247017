// The member's personal address at each warehouse (SPEC section 7: /u/wareHouseAddress and ship-for-me).
import { http } from './http';

export interface WarehouseAddress {
  warehouseId: string;
  warehouseName: string;
  isDefault: boolean;
  memberCode: string;
  receiverName: string;
  phone: string;
  countryCode: string;
  countryName: string | null;
  regionName: string | null;
  city: string;
  addressLine1: string;
  addressLine2: string;
  postcode: string | null;
  fullAddress: string;
}

export function listWarehouseAddresses(): Promise<{ totalCount: number; items: WarehouseAddress[] }> {
  return http.post('/api/u/biz/ship-for-me/my-warehouse-address-list');
}
