'use client';

import { Suspense, type ReactNode } from 'react';
import { useClientValue } from '@/components/layout/use-client-value';

const inBrowser = () => true;

/**
 * A lazily loaded island (React.lazy, like the header's member menu) that is drawn only in the browser:
 * the server-rendered `placeholder` (the same size as the island) stays during hydration and until the
 * island's code has arrived, so the page is never blank and does not move. The island's code, and what it
 * brings (next-intl's client runtime, the local cart), is not part of the page's first load.
 */
export function AfterHydration({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const browser = useClientValue(inBrowser, false);
  return browser ? <Suspense fallback={placeholder}>{children}</Suspense> : <>{placeholder}</>;
}
