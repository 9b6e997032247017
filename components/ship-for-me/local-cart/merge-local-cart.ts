// The visitor's local cart into the member's server cart, after sign-in (loaded on demand by
// ./local-cart-merger.tsx). Lines leave the local cart only once the server took them; a retry after a
// failed or interrupted call sends the same clientKeys, which the server does not add twice.
import { createTranslator } from 'next-intl';
import { statusOf } from '@/lib/api/client';
import { showErrorToast, showInfoToast } from '@/lib/api/feedback';
import { addGoods } from '@/lib/api/ship-for-me';
import type { Locale } from '@/lib/contract/constants';
import { CART_MAX, GOODS_PER_REQUEST } from '@/lib/contract/ship-for-me-rules';
import type { AddGoodsResult, GoodInput } from '@/lib/contract/wire';
import type messages from '@/locales/en.json';
import { type LocalGood, useLocalCart } from './local-cart-store';

export type MergeMessages = (typeof messages)['shipForMe']['merge'];

export type MergeOutcome =
  | { status: 'nothing' }
  | { status: 'done'; added: number; merged: number; dropped: number; reason: string | null }
  | { status: 'signedOut' | 'full' | 'failed'; added: number; merged: number };

const TOAST_MS = 6000;

const wire = ({ addedAt: _addedAt, ...good }: LocalGood): GoodInput => good;

interface Failure {
  response?: { data?: { error?: { message?: unknown; code?: unknown; validationErrors?: { members?: unknown }[] } } };
}

/** Indices of the goods a 400 names (`goods.<i>.<field>`). */
function refusedIndices(error: unknown): Set<number> {
  const list = (error as Failure | null)?.response?.data?.error?.validationErrors;
  const out = new Set<number>();
  if (!Array.isArray(list)) return out;
  for (const issue of list) {
    const member = Array.isArray(issue?.members) ? String(issue.members[0] ?? '') : '';
    const match = /^goods\.(\d+)\./.exec(member);
    if (match) out.add(Number(match[1]));
  }
  return out;
}

function serverMessage(error: unknown): string | null {
  const message = (error as Failure | null)?.response?.data?.error?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * Sends the local cart in chunks of GOODS_PER_REQUEST. A chunk the server refuses for some of its goods
 * (400 naming them) is sent again without them, and those goods leave the local cart (they can never be
 * added as they are); any other failure stops and keeps what is left.
 */
export async function mergeLocalCart(add: (goods: GoodInput[]) => Promise<AddGoodsResult> = addGoods): Promise<MergeOutcome> {
  const store = useLocalCart;
  if (!store.persist.hasHydrated()) await store.persist.rehydrate();
  const items = store.getState().items;
  if (items.length === 0) return { status: 'nothing' };
  let added = 0;
  let merged = 0;
  let dropped = 0;
  let reason: string | null = null;
  for (let start = 0; start < items.length; start += GOODS_PER_REQUEST) {
    let chunk = items.slice(start, start + GOODS_PER_REQUEST);
    for (let attempt = 0; chunk.length > 0; attempt += 1) {
      try {
        const result = await add(chunk.map(wire));
        added += result.added;
        merged += result.merged;
        store.getState().remove(chunk.map((g) => g.clientKey));
        break;
      } catch (error) {
        const status = statusOf(error);
        if (status === 401) return { status: 'signedOut', added, merged };
        if (status === 409 && (error as Failure).response?.data?.error?.code === 'CART_FULL') return { status: 'full', added, merged };
        const refused = status === 400 && attempt === 0 ? refusedIndices(error) : new Set<number>();
        if (refused.size === 0) return { status: 'failed', added, merged };
        store.getState().remove(chunk.filter((_, i) => refused.has(i)).map((g) => g.clientKey));
        dropped += refused.size;
        reason = serverMessage(error);
        chunk = chunk.filter((_, i) => !refused.has(i));
      }
    }
  }
  return { status: 'done', added, merged, dropped, reason };
}

/** Merges and tells the member what happened (nothing when there was nothing, or the session is gone). */
export async function mergeAndTell(locale: Locale, merge: MergeMessages): Promise<MergeOutcome> {
  const outcome = await mergeLocalCart();
  const t = createTranslator({ locale, messages: { merge }, namespace: 'merge' });
  if (outcome.status === 'done') {
    const count = outcome.added + outcome.merged;
    if (count > 0) showInfoToast(t('done', { count, merged: outcome.merged }), TOAST_MS);
    if (outcome.dropped > 0) showErrorToast(t('dropped', { count: outcome.dropped, reason: outcome.reason ?? '' }));
  } else if (outcome.status === 'full') {
    showErrorToast(t('full', { max: CART_MAX }));
  } else if (outcome.status === 'failed') {
    showErrorToast(t('failed'));
  }
  return outcome;
}
