'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { AnnouncePopupProps } from './announce-types';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';

// The dialog, its 24-hour suppression store and the member's list come after hydration, not with the page.
const AnnounceDialog = lazy(() => import('./announce-dialog'));
const noSubscription = () => () => {};

/** The home announcement popup: loads ./announce-dialog once the page is interactive, when there is something to show. */
export function AnnouncePopup(props: AnnouncePopupProps) {
  // False on the server and while hydrating (the cached page is the same for everyone), then the browser's answer.
  const wanted = useSyncExternalStore(
    noSubscription,
    () => props.items.length > 0 || hasSignedInHint(),
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AnnounceDialog {...props} />
    </Suspense>
  );
}
