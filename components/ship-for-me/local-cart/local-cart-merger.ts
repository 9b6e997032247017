import type { Locale } from '@/lib/contract/constants';
import { hasLocalCartItems } from './local-cart-peek';
import { mergeAndTell, type MergeMessages } from './merge-local-cart';

/** What the merge needs from the server: the page's language, its few messages and the cart's storage key. */
export interface CartMergeSettings {
  locale: Locale;
  messages: MergeMessages;
  storageKey: string;
}

let running = false;
/** After a refusal (cart full) or a failure, not again until the next page load: one message, not one per page. */
let stopped = false;

/**
 * Loaded and called by the header's island after a navigation (signing in ends on another page) when a member is
 * (probably: `signedIn`, the hint cookie) signed in and the visitor's cart holds goods (./local-cart-peek): merges
 * them into the member's cart (./merge-local-cart); pages of ship-for-me are refreshed to show the merged goods.
 */
export function mergeLocalCartAfterSignIn(settings: CartMergeSettings, signedIn: boolean, pathname: string, refresh: () => void): void {
  if (running || stopped || !signedIn || !hasLocalCartItems(settings.storageKey)) return;
  running = true;
  mergeAndTell(settings.locale, settings.messages)
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
