'use client';

import { useSyncExternalStore } from 'react';
import styles from './offline-notice.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * SPEC section 2: "You are offline" while the connection is lost. The live region is always there.
 * Not loaded on demand: a chunk cannot be fetched once the connection is gone.
 */
export function OfflineNotice({ label }: { label: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite" className={online ? styles.idle : styles.notice}>
      {online ? null : label}
    </div>
  );
}
