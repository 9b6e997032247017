// SPEC section 7 "User address": the member's delivery addresses (one is the default).
import type { AddressInput, ListRequest } from '@/lib/contract/wire';
import { http } from './http';

export type { AddressInput };

export interface Address extends Required<Omit<AddressInput, 'regionId' | 'addressLine2' | 'postcode' | 'isDefault'>> {
  id: string;
  countryName: string | null;
  regionId: number | null;
  regionName: string | null;
  addressLine2: string | null;
  postcode: string | null;
  isDefault: boolean;
  createdAt: string;
}

const BASE = '/api/u/user/address';
const SILENT = { silent: true, dedupe: false } as const;

/** One page, default first; `sorting` takes the server's whitelisted columns (`recipientName asc`). */
export function listAddresses(query: ListRequest): Promise<{ totalCount: number; items: Address[] }> {
  return http.post(`${BASE}/list`, query);
}

export function getAddress(id: string): Promise<Address> {
  return http.get(`${BASE}/${encodeURIComponent(id)}`);
}

/** Silent: the form maps `validationErrors` to its fields. */
export function createAddress(input: AddressInput): Promise<Address> {
  return http.post(BASE, input, SILENT);
}

export function updateAddress(id: string, input: AddressInput): Promise<Address> {
  return http.put(`${BASE}/${encodeURIComponent(id)}`, input, SILENT);
}

export function deleteAddress(id: string): Promise<object> {
  return http.delete(`${BASE}/${encodeURIComponent(id)}`);
}

export function setDefaultAddress(id: string): Promise<object> {
  return http.post(`${BASE}/update-default`, undefined, { params: { id } });
}
