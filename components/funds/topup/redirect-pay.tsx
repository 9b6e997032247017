'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { payTopup, type Topup } from '@/lib/api/funds';
import { failureMessage } from '@/lib/api/failure-message';
import { formatMoney } from '@/lib/format/number';
import { PlainButton } from '@/components/ui/form/plain-button';
import { useAttemptKey } from './attempt-key';
import { isNetworkFailure } from './money-errors';
import { paymentPageUrl } from './payment-url';
import type { TopupSymbols } from '@/lib/server-data/funds';
import styles from './topup.module.css';
import { TopupSection } from './topup-section';

/**
 * Ask the provider for its payment page again and go there (payTopup answers the redirect). One request
 * per attempt; the same key when it is retried after a network failure.
 */
export function usePayAgain(topup: Topup) {
  const te = useTranslations('errors');
  const keyFor = useAttemptKey();
  const attempt = useRef(0);
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(): Promise<Topup | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    setError(null);
    try {
      const next = await payTopup(topup.id, keyFor({ id: topup.id, attempt: attempt.current }));
      attempt.current += 1;
      return next;
    } catch (failure) {
      // An answer (not a lost request) ends the attempt: the next click is a new one.
      if (!isNetworkFailure(failure)) attempt.current += 1;
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('paymentFailed') }));
      return null;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }
  return { pay, sending, error, setError };
}

/** Alipay, PayPal, HitPay, Billplz: "Pay now" takes the customer to the provider's page. */
export function RedirectPay({ topup, symbols }: { topup: Topup; symbols: TopupSymbols }) {
  const t = useTranslations('topup');
  const { pay, sending, error, setError } = usePayAgain(topup);
  const [leaving, setLeaving] = useState(false);

  async function onPay() {
    const next = await pay();
    if (!next) return;
    const url = next.next?.kind === 'redirect' ? paymentPageUrl(next.next.url) : null;
    if (!url) return setError(t('badRedirect'));
    setLeaving(true);
    window.location.assign(url);
  }

  return (
    <TopupSection id="topup-pay" title={t('payHeading')}>
      <p>{t('payNote', { amount: formatMoney(topup.totalPay, symbols.pay) })}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <PlainButton variant="primary" className={styles.bigButton} disabled={sending || leaving} loading={sending || leaving} onClick={onPay}>
        {t('payNow')}
      </PlainButton>
    </TopupSection>
  );
}
