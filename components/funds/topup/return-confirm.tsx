'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { confirmTopup, getTopup, type Topup } from '@/lib/api/funds';
import { PaymentStatus } from '@/lib/contract/enums';
import { PlainButton } from '@/components/ui/form/plain-button';
import { quietApi } from './silent-api';
import styles from './topup.module.css';

interface ReturnConfirmProps {
  topup: Topup;
  /** The return page's query string, for the provider check. */
  query: string;
  pollMs: number;
  windowMs: number;
  onUpdate: (topup: Topup) => void;
  onPayAgain: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from the provider: "confirming your payment…", one provider check with the page's query, then the
 * top-up is read every `pollMs` for up to `windowMs`. Paid or closed goes to the panel; still unpaid
 * offers to check again or pay again.
 */
export function ReturnConfirm({ topup, query, pollMs, windowMs, onUpdate, onPayAgain }: ReturnConfirmProps) {
  const t = useTranslations('topup');
  const [round, setRound] = useState(0);
  const [waiting, setWaiting] = useState(true);
  const mounted = useRef(true);
  const started = useRef(-1);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per round, even when effects run twice (development).
    if (started.current === round) return;
    started.current = round;
    const id = topup.id;
    void (async () => {
      const deadline = Date.now() + windowMs;
      let current: Topup | null = null;
      try {
        current = await confirmTopup(id, query);
      } catch {
        // The provider could not be asked now: the reads below may still see the notice's result.
      }
      while (mounted.current && current?.status !== PaymentStatus.Successfully && current?.status !== PaymentStatus.Closed && Date.now() < deadline) {
        await sleep(pollMs);
        if (!mounted.current) return;
        try {
          current = await getTopup(id, quietApi);
        } catch {
          // Tried again at the next read.
        }
      }
      if (!mounted.current) return;
      if (current && current.status !== PaymentStatus.PendingPayment) onUpdate(current);
      else setWaiting(false);
    })();
  }, [round, topup.id, query, pollMs, windowMs, onUpdate]);

  if (waiting) {
    return (
      <div role="status" aria-busy="true" className={styles.confirming}>
        <span aria-hidden="true" className={styles.spinner} />
        {t('confirming')}
      </div>
    );
  }
  return (
    <div role="status" className={styles.note}>
      <p className={styles.strong}>{t('notPaid')}</p>
      <p>{t('notPaidNote')}</p>
      <div className={styles.actions}>
        <PlainButton
          variant="primary"
          onClick={() => {
            setWaiting(true);
            setRound((n) => n + 1);
          }}
        >
          {t('checkAgain')}
        </PlainButton>
        <PlainButton onClick={onPayAgain}>{t('payAgain')}</PlainButton>
      </div>
    </div>
  );
}
