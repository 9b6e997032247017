'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { type Locale, SIGNED_IN_HINT_COOKIE } from '@/lib/contract/constants';
import type { MergeMessages } from './merge-local-cart';

const HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

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
 * Mounted once in the site layout: when a member is (probably) signed in and the visitor's cart holds goods,
 * loads ./merge-local-cart and merges them into the member's cart. Checked again after each navigation
 * (signing in ends on another page); pages of ship-for-me are refreshed to show the merged goods.
 */
export function LocalCartMerger({ locale, messages, storageKey }: { locale: Locale; messages: MergeMessages; storageKey: string }) {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    if (running || stopped || !HINT.test(document.cookie) || !hasLocalCartItems(storageKey)) return;
    running = true;
    import('./merge-local-cart')
      .then(({ mergeAndTell }) => mergeAndTell(locale, messages))
      .then((outcome) => {
        if (outcome.status === 'failed' || outcome.status === 'full') stopped = true;
        if (outcome.status !== 'nothing' && pathname.includes('/ship-for-me')) router.refresh();
      })
      .catch(() => {
        stopped = true;
      })
      .finally(() => {
        running = false;
      });
  }, [pathname, locale, messages, router, storageKey]);
  return null;
}
