'use client';

import { Suspense, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * A lazily loaded island (React.lazy, like the header's member menu) that is drawn only in the browser:
 * the server-rendered `placeholder` (the same size as the island) stays during hydration and until the
 * island's code has arrived, so the page is never blank and does not move. The island's code, and what it
 * brings (next-intl's client runtime, the local cart), is not part of the page's first load. It reads the browser
 * with useSyncExternalStore itself, as DateTime does, rather than through useClientValue: one module less in the
 * public cart's and goods list's first script.
 */
export function AfterHydration({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const browser = useSyncExternalStore(noSubscription, inBrowser, onServer);
  return browser ? <Suspense fallback={placeholder}>{children}</Suspense> : <>{placeholder}</>;
}
