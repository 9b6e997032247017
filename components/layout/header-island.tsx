'use client';

import { lazy, Suspense, useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/contract/constants';
import { AccountLinks, AccountLoading, type AccountMenuProps } from './account-links';
import { fitNavigation, listenToLinks, syncWithLocation } from './header-dom';
import { useClientValue } from './use-client-value';

// The member's menu (session store, the API client) is fetched only when the readable `signed_in`
// hint cookie says a session probably exists: visitors never download it.
const MemberMenu = lazy(() => import('./member-menu'));

const HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);
const readHint = () => HINT.test(document.cookie);

/** The ids ./site-header.tsx gives the menu panel and the main navigation's wrapper. */
export const PANEL_ID = 'site-menu';
export const NAV_ID = 'site-nav';

/**
 * The header's one client island. Renders the account: log in / register without the hint cookie,
 * otherwise the member's name with a menu (./member-menu). Enhances the server-rendered rest
 * (./header-dom): language links that keep the page, current links, the nav's "more" overflow,
 * client-side navigation of the plain links, and closes the phone menu (a popover) after a navigation.
 */
export function HeaderIsland(props: AccountMenuProps) {
  const pathname = usePathname(); // re-rendered (the hint cookie read again) after each navigation
  const router = useRouter();
  const hinted = useClientValue(readHint, false);

  useEffect(() => {
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
  }, [pathname]);

  if (!hinted) return <AccountLinks {...props} />;
  return (
    <Suspense fallback={<AccountLoading label={props.labels.loadingMember} />}>
      <MemberMenu {...props} />
    </Suspense>
  );
}
