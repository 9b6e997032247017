'use client';

import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import type { Locale } from '@/lib/contract/shell-constants';
// From runtime, not http.ts: this component is on every page and must not pull axios in.
import { configureHttp, type ErrorMessages } from '@/lib/api/runtime';
import { rehydratePersistedStores } from '@/lib/stores/hydration';
import { listenForChunkFailures } from './chunk-reload';
import { finishProgress, listenForLinkNavigations } from './route-progress';
import { ShellStringsContext, type ShellStrings } from './shell-strings';
import styles from './offline-notice.module.css';

interface ShellRuntimeProps {
  locale: Locale;
  /** The `errors` namespace of the page's catalog (the root layout passes it). */
  errors: Partial<ErrorMessages>;
  /** "You are offline". */
  offlineLabel: string;
  /** The texts of the error and loading views (./shell-strings), provided to the page. */
  strings: ShellStrings;
  children: ReactNode;
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A retry drawn without a script of its own (`<button data-reload>`, ../ui/reload-button: the degraded notice's,
 * an empty state's) loads the page again.
 */
function reloadOnRetry(event: MouseEvent) {
  if ((event.target as Element | null)?.closest?.('button[data-reload]')) window.location.reload();
}

/** Ends the progress bar when the route has changed (its own component: useSearchParams needs a Suspense boundary). */
function RouteDone() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(finishProgress, [pathname, searchParams]);
  return null;
}

/**
 * The root layout's client part, one island for every page: tells the browser HTTP client the UI language,
 * the `errors` texts and how to navigate; hydrates the persisted stores after mount; runs the route progress bar
 * (./route-progress); reloads the page on a server-rendered retry and when a
 * script chunk fails to load (./chunk-reload); says "You are offline" while the connection is lost (SPEC
 * section 2: the live region is always there; not loaded on demand: a chunk cannot be fetched offline).
 */
export function ShellRuntime({ locale, errors, offlineLabel, strings, children }: ShellRuntimeProps) {
  // Configure during render so requests fired by sibling effects already use the right language.
  // Its default navigation (a full load) is the one wanted: not passed.
  configureHttp({ locale, messages: errors });

  useEffect(() => {
    void rehydratePersistedStores();
    const stopReloading = listenForChunkFailures();
    const stopProgress = listenForLinkNavigations();
    document.addEventListener('click', reloadOnRetry);
    return () => {
      stopReloading();
      stopProgress();
      document.removeEventListener('click', reloadOnRetry);
    };
  }, []);

  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  return (
    <>
      <div role="status" aria-live="polite" className={online ? styles.idle : styles.notice}>
        {online ? null : offlineLabel}
      </div>
      <Suspense fallback={null}>
        <RouteDone />
      </Suspense>
      <ShellStringsContext value={strings}>{children}</ShellStringsContext>
    </>
  );
}
