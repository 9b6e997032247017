'use client';

import { lazy, Suspense, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { hasSignedInHint as readHint } from '@/lib/session/signed-in-hint';
import type { CartMergeSettings } from '@/components/ship-for-me/local-cart/local-cart-merger';
import { hasLocalCartItems } from '@/components/ship-for-me/local-cart/local-cart-peek';
import type { AccountMenuProps } from './account-links';
import { fitNavigation, listenToLinks, syncWithLocation } from './header-dom';
import { NAV_ID, PANEL_ID } from './header-ids';

// The member's menu (session store, the API client) is fetched only when the readable `signed_in`
// hint cookie says a session probably exists: visitors never download it.
const MemberMenu = lazy(() => import('./member-menu'));

const noSubscription = () => () => {};

interface HeaderIslandProps extends AccountMenuProps {
  /** Server-rendered: log in / register (./account-links), and the line shown while the member loads. */
  visitor: ReactNode;
  loading: ReactNode;
  cart: CartMergeSettings;
}

/**
 * The site layout's one client island. Shows `visitor` without the hint cookie, otherwise the member's
 * name with a menu (./member-menu). Enhances the server-rendered header (./header-dom): language links
 * that keep the page, current links, the nav's "more" overflow, client-side navigation of plain links;
 * closes the phone menu (a popover) after a navigation and merges a visitor's cart after sign-in.
 */
export function HeaderIsland({ visitor, loading, cart, ...account }: HeaderIslandProps) {
  const pathname = usePathname(); // re-rendered (the hint cookie read again) after each navigation
  const router = useRouter();
  // Server render and hydration: no hint (the cached page is the same for everyone); the browser's right after.
  const hinted = useSyncExternalStore(noSubscription, readHint, () => false);

  // Before the hydrated header is painted: the nav's surplus goes into "more" without a visible jump.
  useLayoutEffect(() => {
    const nav = document.getElementById(NAV_ID);
    const stopFitting = nav ? fitNavigation(nav, document.getElementById(PANEL_ID)) : undefined;
    const stopListening = listenToLinks(router);
    return () => {
      stopFitting?.();
      stopListening();
    };
  }, [router]);

  useEffect(() => {
    syncWithLocation();
    const panel = document.getElementById(PANEL_ID);
    if (panel?.matches(':popover-open')) panel.hidePopover();
    // The merge (store, API client, toasts) is fetched only when a member has goods of the visitor's cart to merge.
    if (readHint() && hasLocalCartItems(cart.storageKey)) {
      void import('@/components/ship-for-me/local-cart/local-cart-merger')
        .then(({ mergeLocalCartAfterSignIn }) => mergeLocalCartAfterSignIn(cart, readHint(), pathname, () => router.refresh()))
        .catch(() => {}); // not now: tried again after the next navigation
    }
  }, [pathname, cart, router]);

  if (!hinted) return visitor;
  return (
    <Suspense fallback={loading}>
      <MemberMenu {...account} />
    </Suspense>
  );
}
