// Test data (tests only): the member's warehouse addresses as the reference backend sends them, checked by
// the contract's schema.
import { http as mock, HttpResponse } from 'msw';
import { WarehouseAddressSchema } from '@/lib/contract/schemas/reference';
import type { WarehouseAddress } from '@/lib/contract/wire';
import { API } from '@/tests/kits/records-test-kit';

/** The member's address at the Guangzhou warehouse (member code M10086). */
export function serverWarehouse(over: Partial<WarehouseAddress> = {}): WarehouseAddress {
  return WarehouseAddressSchema.parse({
    warehouseId: 'W1',
    warehouseName: 'Guangzhou warehouse',
    isDefault: true,
    memberCode: 'M10086',
    receiverName: 'Li Lei (M10086)',
    phone: '020-12345678',
    countryCode: 'CN',
    countryName: 'China',
    regionName: 'Guangdong',
    city: 'Guangzhou',
    addressLine1: '88 Airport Road',
    addressLine2: 'Unit M10086',
    postcode: '510000',
    fullAddress: '88 Airport Road, Unit M10086, Guangzhou, Guangdong, China 510000',
    ...over,
  });
}

/** An msw handler for a server render's read of the warehouse addresses: the Guangzhou one, or `status`. */
export const warehouseListHandler = (status = 200) =>
  mock.post(`${API}/api/u/biz/ship-for-me/my-warehouse-address-list`, () => HttpResponse.json({ totalCount: 1, items: [serverWarehouse()] }, { status }));
