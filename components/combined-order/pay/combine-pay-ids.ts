// The waybills chosen for one combined payment (SPEC section 3: localStorage key lsCombinePay, "logistics
// order id list, expire 1" hour; docs/decisions.md "Client layer": `{ logisticsOrderIds }`): written by the
// pending-payment page, read by /user/combine-and-pay-l (where `?ids=a,b` wins), removed once they are paid.
import { COMBINE_PAY_MAX } from '@/lib/contract/combined-order-rules';
import { HOUR_MS, readExpiring, removeExpiring, writeExpiring } from '@/lib/stores/expiring-storage';

export const COMBINE_PAY_KEY = 'lsCombinePay';
export const COMBINE_PAY_TTL_MS = HOUR_MS;
export const COMBINE_PAY_PATH = '/user/combine-and-pay-l';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Waybill ids as the backend takes them: well formed, each once, at most COMBINE_PAY_MAX. */
export function cleanIds(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  const ids = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => ID.test(value));
  return [...new Set(ids)].slice(0, COMBINE_PAY_MAX);
}

/** `?ids=a,b` (or `?ids=a&ids=b`). */
export function idsFromParam(raw: string | string[] | undefined): string[] {
  return cleanIds([raw ?? []].flat().flatMap((value) => value.split(',')));
}

export function saveCombinePay(ids: string[]): void {
  writeExpiring(COMBINE_PAY_KEY, { logisticsOrderIds: cleanIds(ids) }, COMBINE_PAY_TTL_MS);
}

export function readCombinePay(): string[] {
  return cleanIds(readExpiring<{ logisticsOrderIds?: unknown } | null>(COMBINE_PAY_KEY)?.logisticsOrderIds);
}

export function clearCombinePay(): void {
  removeExpiring(COMBINE_PAY_KEY);
}

/** The combined payment page for these ids (ids never need escaping: see ID). */
export const combinePayPath = (ids: string[]) => `${COMBINE_PAY_PATH}?ids=${cleanIds(ids).join(',')}`;
