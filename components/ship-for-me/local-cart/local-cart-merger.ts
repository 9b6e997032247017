import type { Locale } from '@/lib/contract/constants';
import type { MergeMessages } from './merge-local-cart';

/** What the merge needs from the server: the page's language, its few messages and the cart's storage key. */
export interface CartMergeSettings {
  locale: Locale;
  messages: MergeMessages;
  storageKey: string;
}

/** A cheap look at storage (no store, no API client): does the visitor's cart (kept under `storageKey`) hold anything? */
export function hasLocalCartItems(storageKey: string): boolean {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return false;
    const items = (JSON.parse(raw) as { value?: { state?: { items?: unknown } } } | null)?.value?.state?.items;
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}

let running = false;
/** After a refusal (cart full) or a failure, not again until the next page load: one message, not one per page. */
let stopped = false;

/**
 * Called by the header's island after every navigation (signing in ends on another page): when a member is
 * (probably: `signedIn`, the hint cookie) signed in and the visitor's cart holds goods, loads ./merge-local-cart
 * and merges them into the member's cart; pages of ship-for-me are refreshed to show the merged goods.
 */
export function mergeLocalCartAfterSignIn(settings: CartMergeSettings, signedIn: boolean, pathname: string, refresh: () => void): void {
  if (running || stopped || !signedIn || !hasLocalCartItems(settings.storageKey)) return;
  running = true;
  import('./merge-local-cart')
    .then(({ mergeAndTell }) => mergeAndTell(settings.locale, settings.messages))
    .then((outcome) => {
      if (outcome.status === 'failed' || outcome.status === 'full') stopped = true;
      if (outcome.status !== 'nothing' && pathname.includes('/ship-for-me')) refresh();
    })
    .catch(() => {
      stopped = true;
    })
    .finally(() => {
      running = false;
    });
}
