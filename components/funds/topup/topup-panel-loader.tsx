'use client';

import dynamic from 'next/dynamic';
import { PaymentStatus } from '@/lib/contract/enums';
import { isAuditedMethod } from './methods';
import type { TopupIslandProps } from './topup-island';
import styles from './topup.module.css';

// The panel (axios, next-intl's client runtime, polling) loads after the page: /details pages are held
// to the public first-load budget, and the facts below it are server-rendered.
const TopupIsland = dynamic(() => import('./topup-island').then((m) => m.TopupIsland), {
  ssr: false,
  loading: () => <div className={styles.panelPlaceholder} aria-hidden="true" />,
});

/**
 * The height the panel is given before it arrives, by what it will show (measured at 375–1280 px: the proof form
 * 400–420 px, the paid result 310, a provider's pay step 205), a little under it: the facts below do not jump
 * when it loads (Lighthouse measured CLS 0.076 with one height for all).
 */
function reservedClass({ topup }: TopupIslandProps): string {
  if (topup.status === PaymentStatus.Successfully) return styles.reserveResult;
  return isAuditedMethod({ method: topup.method }) ? styles.reserveProof : styles.reservePay;
}

/** The client panel of /details/topup (go on paying, confirm a return, lead back), loaded on demand. */
export function TopupPanelLoader(props: TopupIslandProps) {
  return (
    <div className={reservedClass(props)}>
      <TopupIsland {...props} />
    </div>
  );
}
