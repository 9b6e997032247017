'use client';

import { lazy, Suspense } from 'react';
import { usePathname } from 'next/navigation';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/contract/constants';
import { AccountLinks, AccountLoading, type AccountMenuProps } from './account-links';
import { useClientValue } from './use-client-value';

// The member's menu (session store, js-cookie, the API client) is fetched only when the readable
// `signed_in` hint cookie says a session probably exists: visitors never download it.
const MemberMenu = lazy(() => import('./member-menu'));

const HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);
const readHint = () => HINT.test(document.cookie);

/**
 * Log in / register when the hint cookie is absent; otherwise the member's name (else phone, else
 * email) with a menu (./member-menu).
 */
export function AccountMenu({ homeHref, labels }: AccountMenuProps) {
  usePathname(); // read the cookie again after each client-side navigation
  const hinted = useClientValue(readHint, false);
  if (!hinted) return <AccountLinks login={labels.login} register={labels.register} />;
  return (
    <Suspense fallback={<AccountLoading label={labels.loadingMember} />}>
      <MemberMenu homeHref={homeHref} labels={labels} />
    </Suspense>
  );
}
