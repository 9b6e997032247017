'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { confirmTopup, getTopup, type Topup } from '@/lib/api/funds';
import { failureMessage } from '@/lib/api/failure-message';
import { PaymentStatus } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/format/number';
import { PlainButton } from '@/components/ui/form/plain-button';
import { Money } from '@/components/ui/money';
import { usePayAgain } from './redirect-pay';
import { quietApi } from './silent-api';
import type { TopupSymbols } from '@/lib/server-data/funds';
import { clockText, secondsUntil, usePolling } from './use-polling';
import styles from './topup.module.css';
import { TopupSection } from './topup-section';

interface WeChatPayProps {
  topup: Topup;
  symbols: TopupSymbols;
  pollMs: number;
  onUpdate: (topup: Topup) => void;
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * WeChat Native: the QR code with the amount and a countdown; the top-up is read every `pollMs` until it
 * is no longer pending (not while the page is hidden). "I have paid" asks WeChat now; an expired code
 * can be replaced.
 */
export function WeChatPay({ topup, symbols, pollMs, onUpdate }: WeChatPayProps) {
  const t = useTranslations('topup');
  const te = useTranslations('errors');
  const qr = topup.next?.kind === 'qr' ? topup.next : null;
  const now = useNow(Boolean(qr));
  const left = secondsUntil(qr?.expiresAt, now);
  const expired = !qr || left === 0;
  const again = usePayAgain(topup);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  usePolling(async () => onUpdate(await getTopup(topup.id, quietApi)), pollMs, topup.status === PaymentStatus.PendingPayment);

  async function newCode() {
    const next = await again.pay();
    if (next) onUpdate(next);
  }

  async function paid() {
    setChecking(true);
    setNotice(null);
    try {
      const next = await confirmTopup(topup.id, '');
      onUpdate(next);
      if (next.status === PaymentStatus.PendingPayment) setNotice(t('notYet'));
    } catch (failure) {
      setNotice(failureMessage(failure, { network: te('requestMsg'), fallback: te('paymentFailed') }));
    } finally {
      setChecking(false);
    }
  }

  const amount = formatMoney(topup.totalPay, symbols.pay);
  return (
    <TopupSection id="topup-qr" title={t('qrHeading')}>
      <div className={styles.qrBox}>
        {qr && !expired ? (
          // eslint-disable-next-line @next/next/no-img-element -- an SVG data URL made by the server
          <img src={qr.qrImageUrl} alt={t('qrAlt', { amount })} width={200} height={200} className={styles.qr} />
        ) : (
          <p className={styles.qrExpired}>{t('qrExpired')}</p>
        )}
        <dl className={styles.facts}>
          <dt>{t('qrAmount')}</dt>
          <dd className={styles.strong}>
            <Money value={topup.totalPay} symbol={symbols.pay} />
          </dd>
        </dl>
        {qr && !expired && left !== null ? <p className={styles.hint}>{t('qrExpiresIn', { time: clockText(left) })}</p> : null}
        {qr && !expired ? (
          <p role="status" className={styles.hint}>
            {t('qrWaiting')}
          </p>
        ) : null}
      </div>
      {again.error || notice ? (
        <p role="alert" className={styles.error}>
          {again.error ?? notice}
        </p>
      ) : null}
      <div className={styles.actions}>
        {expired ? (
          <PlainButton variant="primary" disabled={again.sending} loading={again.sending} onClick={newCode}>
            {t('qrNew')}
          </PlainButton>
        ) : (
          <PlainButton variant="primary" disabled={checking} loading={checking} onClick={paid}>
            {t('paid')}
          </PlainButton>
        )}
      </div>
    </TopupSection>
  );
}
