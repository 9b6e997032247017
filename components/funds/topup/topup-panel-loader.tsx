'use client';

import dynamic from 'next/dynamic';
import type { TopupIslandProps } from './topup-island';
import styles from './topup.module.css';

// The panel (axios, next-intl's client runtime, polling) loads after the page: /details pages are held
// to the public first-load budget, and the facts above it are server-rendered.
const TopupIsland = dynamic(() => import('./topup-island').then((m) => m.TopupIsland), {
  ssr: false,
  loading: () => <div className={styles.panelPlaceholder} aria-hidden="true" />,
});

/** The client panel of /details/topup (go on paying, confirm a return, lead back), loaded on demand. */
export function TopupPanelLoader(props: TopupIslandProps) {
  return <TopupIsland {...props} />;
}
