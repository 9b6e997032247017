// SPEC section 7 "User address": the member's delivery addresses (one is the default).
import type { Address, AddressInput, ListRequest, ListResult } from '@/lib/contract/wire';
import { browser } from './browser';
import { type ApiClient, withId } from './client';

export type { Address, AddressInput };

const BASE = '/api/u/user/address';
export const ADDRESS_PATHS = {
  list: `${BASE}/list`,
  create: BASE,
  one: `${BASE}/{id}`,
  setDefault: `${BASE}/update-default`,
} as const;
const SILENT = { silent: true, dedupe: false } as const;

/** One page, default first; `sorting` takes the server's whitelisted columns (`recipientName asc`). */
export function listAddresses(query: ListRequest, api: ApiClient = browser): Promise<ListResult<Address>> {
  return api.post(ADDRESS_PATHS.list, query);
}

export function getAddress(id: string, api: ApiClient = browser): Promise<Address> {
  return api.get(withId(ADDRESS_PATHS.one, id));
}

/** Silent: the form maps `validationErrors` to its fields. */
export function createAddress(input: AddressInput): Promise<Address> {
  return browser.post(ADDRESS_PATHS.create, input, SILENT);
}

export function updateAddress(id: string, input: AddressInput): Promise<Address> {
  return browser.put(withId(ADDRESS_PATHS.one, id), input, SILENT);
}

export function deleteAddress(id: string): Promise<object> {
  return browser.delete(withId(ADDRESS_PATHS.one, id));
}

export function setDefaultAddress(id: string): Promise<object> {
  return browser.post(ADDRESS_PATHS.setDefault, undefined, { query: { id } });
}
