'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './offline-notice.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** SPEC section 2: "You are offline" while the connection is lost. The live region is always there. */
export function OfflineNotice() {
  const t = useTranslations('shell');
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite" className={online ? styles.idle : styles.notice}>
      {online ? null : t('offline')}
    </div>
  );
}
