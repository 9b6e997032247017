'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { createTopup, type Topup, type TopupInput } from '@/lib/api/funds';
import { failureMessage } from '@/lib/api/failure-message';
import { useRouter } from '@/lib/i18n/navigation-hooks';
import { mapServerErrors } from '@/components/ui/form/server-errors';
import { useAttemptKey } from '../topup/attempt-key';
import { errorCodeOf } from '../topup/money-errors';
import { paymentPageUrl } from '../topup/payment-url';
import { saveReturnTo } from '../topup/return-to';

export interface SubmitResult {
  /** The server's message for the amount field. */
  amountError: string | null;
  /** A message above the button (what no field took). */
  error: string | null;
  rateChanged: boolean;
}

/** Where a created top-up goes on: the provider's page, or the top-up page (QR code, proof). */
export function topupPagePath(topup: Pick<Topup, 'id'>): string {
  return `/details/topup?id=${encodeURIComponent(topup.id)}`;
}

/**
 * Creating a top-up: one request however often the button is pressed (a guard, and the button is
 * disabled meanwhile), the same Idempotency-Key for the same values (a retry after a network failure),
 * a new one when they change. On success it leaves the page, so `sending` stays true.
 */
export function useCreateTopup(returnTo: string | null) {
  const t = useTranslations('recharge');
  const te = useTranslations('errors');
  const router = useRouter();
  const keyFor = useAttemptKey();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  // Back from the provider's page through the browser's cache: the form works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setSending(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const failed = (result: Partial<SubmitResult>): SubmitResult => {
    inFlight.current = false;
    setSending(false);
    return { amountError: null, error: null, rateChanged: false, ...result };
  };

  async function submit(input: TopupInput): Promise<SubmitResult | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    let topup: Topup;
    try {
      topup = await createTopup(input, keyFor(input));
    } catch (error) {
      if (errorCodeOf(error) === 'RATE_CHANGED') return failed({ rateChanged: true, error: t('rateChanged') });
      const mapped = mapServerErrors(error, ['amount']);
      const amountError = mapped.fields.find((field) => field.name === 'amount')?.errors.join(' ') ?? null;
      const message = mapped.fields.length ? mapped.message : failureMessage(error, { network: te('requestMsg'), fallback: te('submitFailed') });
      return failed({ amountError, error: message });
    }
    saveReturnTo(topup.id, returnTo);
    // Redirect methods go to the provider; a QR code, proof, or an address that is not a web page: the
    // top-up page (it can ask the provider again).
    const url = topup.next?.kind === 'redirect' ? paymentPageUrl(topup.next.url) : null;
    if (url) window.location.assign(url);
    else router.push(topupPagePath(topup));
    return null;
  }

  return { submit, sending };
}
