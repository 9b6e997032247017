// The visitor's cart (key lsShipForMeCart, no expiry): goods collected before signing in, merged into the
// member's server cart at sign-in (./local-cart-merger.tsx). The same rules as the server's cart: one line
// per identity (page + spec, the larger quantity kept), a clientKey per line (a retried merge adds nothing
// twice), at most CART_MAX lines, every line valid (untrusted storage is cleaned on the way in).
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CART_MAX, goodIdentity, LOCAL_CART_KEY } from '@/lib/contract/ship-for-me-rules';
import type { GoodInput } from '@/lib/contract/wire';
import { createExpiringStorage } from '@/lib/stores/expiring-storage';
import { registerPersistedStore } from '@/lib/stores/hydration';
import { cleanGoodInput, newClientKey } from './local-good-rules';

export type LocalGood = GoodInput & { clientKey: string; addedAt: string };

/** What `add` did: new lines, lines that took a larger quantity or were already there, goods refused (invalid or the cart full). */
export interface LocalAddResult {
  added: number;
  merged: number;
  invalid: number;
  full: number;
}

export interface LocalCartState {
  items: LocalGood[];
  add: (goods: readonly unknown[]) => LocalAddResult;
  /** False (nothing changed) when the line is unknown or the patched good is not valid. */
  update: (clientKey: string, patch: Partial<GoodInput>) => boolean;
  remove: (clientKeys: readonly string[]) => void;
  clear: () => void;
}

function toLocal(input: unknown, now: string): LocalGood | null {
  const { good } = cleanGoodInput(input);
  if (!good) return null;
  const addedAt = typeof (input as { addedAt?: unknown }).addedAt === 'string' ? (input as { addedAt: string }).addedAt : now;
  return { ...good, clientKey: good.clientKey ?? newClientKey(), addedAt };
}

/** Pure: `goods` merged into `items` by the cart's rules. */
export function mergeLocal(
  items: readonly LocalGood[],
  goods: readonly unknown[],
  now = new Date().toISOString(),
): { items: LocalGood[]; result: LocalAddResult } {
  const next = [...items];
  const result: LocalAddResult = { added: 0, merged: 0, invalid: 0, full: 0 };
  for (const input of goods) {
    const good = toLocal(input, now);
    if (!good) {
      result.invalid += 1;
      continue;
    }
    const identity = goodIdentity(good);
    const at = next.findIndex((line) => line.clientKey === good.clientKey || goodIdentity(line) === identity);
    if (at >= 0) {
      const line = next[at];
      if (good.quantity > line.quantity && line.clientKey !== good.clientKey) next[at] = { ...line, quantity: good.quantity };
      result.merged += 1;
    } else if (next.length >= CART_MAX) {
      result.full += 1;
    } else {
      next.push(good);
      result.added += 1;
    }
  }
  return { items: next, result };
}

/** Stored lines, cleaned: invalid ones and repeats dropped, at most CART_MAX. */
export function cleanStored(value: unknown): LocalGood[] {
  if (!Array.isArray(value)) return [];
  return mergeLocal([], value.slice(0, CART_MAX * 2)).items;
}

export const useLocalCart = create<LocalCartState>()(
  persist(
    (set, get) => ({
      items: [],
      add: (goods) => {
        const { items, result } = mergeLocal(get().items, goods);
        if (result.added || result.merged) set({ items });
        return result;
      },
      update: (clientKey, patch) => {
        const items = get().items;
        const at = items.findIndex((line) => line.clientKey === clientKey);
        if (at < 0) return false;
        const line = items[at];
        const candidate = toLocal({ ...line, ...patch, clientKey, addedAt: line.addedAt }, line.addedAt);
        if (!candidate) return false;
        // A new spec may make it the same good as another line: one line stays, the larger quantity.
        const identity = goodIdentity(candidate);
        const twin = items.find((other) => other.clientKey !== clientKey && goodIdentity(other) === identity);
        const merged = twin ? { ...candidate, quantity: Math.max(candidate.quantity, twin.quantity) } : candidate;
        set({ items: items.filter((other) => other !== twin).map((other) => (other.clientKey === clientKey ? merged : other)) });
        return true;
      },
      remove: (clientKeys) => {
        const drop = new Set(clientKeys);
        set({ items: get().items.filter((line) => !drop.has(line.clientKey)) });
      },
      clear: () => set({ items: [] }),
    }),
    {
      name: LOCAL_CART_KEY,
      storage: createExpiringStorage<Pick<LocalCartState, 'items'>>(null),
      partialize: ({ items }) => ({ items }),
      merge: (persisted, current) => ({ ...current, items: cleanStored((persisted as Partial<LocalCartState> | undefined)?.items) }),
      skipHydration: true,
    },
  ),
);

registerPersistedStore(() => useLocalCart.persist.rehydrate());

const onHydrated = (notify: () => void) => useLocalCart.persist.onFinishHydration(notify);

/** True once the stored cart has been read (before that, `items` is empty whatever is stored). */
export function useLocalCartHydrated(): boolean {
  return useSyncExternalStore(
    onHydrated,
    () => useLocalCart.persist.hasHydrated(),
    () => false,
  );
}
