// SPEC section 7 "Reference data": countries, regions, international dialing codes.
import type { Country, CustomerServiceContact, DialCode, ListResult, Region, WarehouseAddress } from '@/lib/contract/wire';

export type { Country, DialCode, Region } from '@/lib/contract/wire';
import { browser } from './browser';
import type { ApiClient } from './client';

export const REFERENCE_PATHS = {
  countries: '/api/u/country',
  regions: '/api/u/region',
  internationalCodes: '/api/system-management/common/international-code',
  warehouseAddresses: '/api/u/wareHouseAddress',
  customerService: '/api/user-management/exclusive-customer-service/my',
} as const;

export function listCountries(api: ApiClient = browser): Promise<ListResult<Country>> {
  return api.get(REFERENCE_PATHS.countries);
}

/** Public: the fee calculator asks for a destination's regions too. */
export function listRegions(countryCode: string, parentId?: number | null, api: ApiClient = browser): Promise<ListResult<Region>> {
  return api.get(REFERENCE_PATHS.regions, { query: { countryCode, parentId } });
}

/** Public: used by the sign-in and register forms. */
export function listInternationalCodes(api: ApiClient = browser): Promise<ListResult<DialCode>> {
  return api.get(REFERENCE_PATHS.internationalCodes);
}

/** The member's personal address at every warehouse of the site. */
export function listWarehouseAddresses(api: ApiClient = browser): Promise<ListResult<WarehouseAddress>> {
  return api.get(REFERENCE_PATHS.warehouseAddresses);
}

/** The member's own customer-service contact. */
export function getCustomerService(api: ApiClient = browser): Promise<CustomerServiceContact> {
  return api.get(REFERENCE_PATHS.customerService);
}
