// SPEC section 7 "Ship-for-me" (so far: the member's personal address at each warehouse; the parcel
// forecast calls arrive with the parcels issue).
import type { ListResult, WarehouseAddress } from '@/lib/contract/wire';

export type { WarehouseAddress } from '@/lib/contract/wire';
import { browser } from './browser';
import type { ApiClient } from './client';

export const SHIP_FOR_ME_PATHS = {
  myWarehouseAddresses: '/api/u/biz/ship-for-me/my-warehouse-address-list',
} as const;

export function listMyWarehouseAddresses(api: ApiClient = browser): Promise<ListResult<WarehouseAddress>> {
  return api.post(SHIP_FOR_ME_PATHS.myWarehouseAddresses);
}
