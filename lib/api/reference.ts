// SPEC section 7 "Reference data": countries, regions, international dialing codes.
import { http } from './http';

export interface Country {
  code: string;
  name: string;
  nameZh: string;
  nameEn: string;
  internationalCode: string;
  postcodePattern: string | null;
}

export interface Region {
  id: number;
  countryCode: string;
  parentId: number | null;
  code: string | null;
  name: string;
}

export interface DialCode {
  countryCode: string;
  name: string;
  /** Digits without "+", e.g. "86". */
  code: string;
  label: string;
}

interface List<T> {
  totalCount: number;
  items: T[];
}

export function listCountries(): Promise<List<Country>> {
  return http.get('/api/u/country');
}

export function listRegions(countryCode: string, parentId?: number | null): Promise<List<Region>> {
  return http.get('/api/u/region', { params: { countryCode, parentId } });
}

/** Public: used by the sign-in and register forms. */
export function listInternationalCodes(): Promise<List<DialCode>> {
  return http.get('/api/system-management/common/international-code');
}
