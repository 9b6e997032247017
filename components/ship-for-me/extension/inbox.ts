// The extension's inbox: goods received on /ship-for-me/extension/submit and not yet in a cart, kept in this
// browser's local storage (EXTENSION_INBOX_KEY) so they survive the sign-in round trip. Read back as untrusted.
import { EXTENSION_INBOX_KEY, GOOD_QUANTITY_MAX, GOODS_PER_REQUEST, goodIdentity } from '@/lib/contract/ship-for-me-rules';
import { type HandOverGood, reviveGoods } from './hand-over';

export interface Merged {
  goods: HandOverGood[];
  /** Incoming goods the inbox already held (same clientKey, or same page and spec: the larger quantity kept). */
  merged: number;
  /** Incoming goods left out: the inbox holds GOODS_PER_REQUEST at most (one cart request). */
  overflow: number;
}

/** The cart's merge rule, in the browser: same clientKey → nothing; same page + spec → one line, larger quantity. */
export function mergeGoods(current: readonly HandOverGood[], incoming: readonly HandOverGood[]): Merged {
  const goods = current.map((good) => ({ ...good }));
  let merged = 0;
  let overflow = 0;
  for (const good of incoming) {
    if (goods.some((g) => g.clientKey === good.clientKey)) {
      merged++;
      continue;
    }
    const same = goods.find((g) => goodIdentity(g) === goodIdentity(good));
    if (same) {
      same.quantity = Math.min(GOOD_QUANTITY_MAX, Math.max(same.quantity, good.quantity));
      merged++;
    } else if (goods.length >= GOODS_PER_REQUEST) overflow++;
    else goods.push({ ...good });
  }
  return { goods, merged, overflow };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readInbox(): HandOverGood[] {
  try {
    const raw = storage()?.getItem(EXTENSION_INBOX_KEY);
    if (!raw) return [];
    const data: unknown = JSON.parse(raw);
    return reviveGoods(typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { goods?: unknown }).goods : null);
  } catch {
    return [];
  }
}

/** Saves the inbox (an empty one removes the key); false when the browser refused (private mode, quota). */
export function writeInbox(goods: readonly HandOverGood[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (goods.length === 0) store.removeItem(EXTENSION_INBOX_KEY);
    else store.setItem(EXTENSION_INBOX_KEY, JSON.stringify({ v: 1, goods }));
    return true;
  } catch {
    return false;
  }
}

export const clearInbox = () => writeInbox([]);
