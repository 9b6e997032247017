'use client';

import { useEffect, useRef, useState } from 'react';
import type { Topup } from '@/lib/api/funds';
import { PaymentStatus } from '@/lib/contract/enums';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import { CancelTopup } from './cancel-topup';
import { isAuditedMethod, WECHAT } from './methods';
import { ProofForm } from './proof-form';
import { RedirectPay } from './redirect-pay';
import { ReturnConfirm } from './return-confirm';
import type { TopupSymbols } from '@/lib/server-data/funds';
import { TopupSuccess } from './topup-success';
import { POLL_MS } from './use-polling';
import { WeChatPay } from './wechat-pay';
import styles from './topup.module.css';

export interface TopupPanelProps {
  topup: Topup;
  symbols: TopupSymbols;
  /** `from=return`: back from the provider's page. */
  fromReturn: boolean;
  /** The page's query string, passed to the provider check as it came. */
  returnQuery: string;
  /** Tests shorten these. */
  pollMs?: number;
  returnWindowMs?: number;
}

/** How long the return page keeps checking before it says "not paid yet". */
export const RETURN_WINDOW_MS = 30_000;

/**
 * The live part of /details/topup: while PendingPayment the way to pay (provider page, WeChat QR code,
 * or proof for bank and Taobao) and cancel; on a provider's return the confirmation; once paid the
 * result and the way back to the payment that needed the money. A change of status re-renders the
 * server facts.
 */
export function TopupPanel({ topup: initial, symbols, fromReturn, returnQuery, pollMs = POLL_MS, returnWindowMs = RETURN_WINDOW_MS }: TopupPanelProps) {
  const router = useRouter();
  const [topup, setTopup] = useState(initial);
  const [confirming, setConfirming] = useState(fromReturn && initial.status === PaymentStatus.PendingPayment);
  const shownStatus = useRef(initial.status);

  useEffect(() => {
    if (topup.status === shownStatus.current) return;
    shownStatus.current = topup.status;
    router.refresh();
  }, [topup.status, router]);

  if (topup.status === PaymentStatus.Successfully) return <TopupSuccess topup={topup} symbols={symbols} />;
  if (topup.status !== PaymentStatus.PendingPayment) return null;
  if (confirming) {
    return (
      <ReturnConfirm topup={topup} query={returnQuery} pollMs={pollMs} windowMs={returnWindowMs} onUpdate={setTopup} onPayAgain={() => setConfirming(false)} />
    );
  }
  let pay;
  if (isAuditedMethod({ method: topup.method })) pay = <ProofForm topup={topup} onUpdate={setTopup} />;
  else if (topup.method === WECHAT) pay = <WeChatPay topup={topup} symbols={symbols} pollMs={pollMs} onUpdate={setTopup} />;
  else pay = <RedirectPay topup={topup} symbols={symbols} />;
  return (
    <div className={styles.panel}>
      {pay}
      <CancelTopup topup={topup} onUpdate={setTopup} />
    </div>
  );
}
