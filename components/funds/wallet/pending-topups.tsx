'use client';

import { useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { cancelTopup } from '@/lib/api/funds';
import { confirmDialog, showInfoToast } from '@/lib/api/feedback';
import { PaymentStatus } from '@/lib/contract/enums';
import { formatDate } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { PlainButton } from '@/components/ui/form/plain-button';
import { Money } from '@/components/ui/money';
import { WALLET_PATHS } from './wallet-paths';
import { methodLabel, StatusTag } from './record-cells';
import { WalletSection } from './wallet-section';
import type { TopupRow } from './topup-row';
import styles from './wallet.module.css';

/** How long "cancelled" stays (antd's message stayed 3 s). */
const DONE_MS = 3000;

/**
 * Top-ups waiting for payment or for staff to check the proof: go on with one (its detail page), or
 * cancel one still waiting for payment (confirmed first); the server page is then read again.
 */
export function PendingTopups({ topups, symbol }: { topups: TopupRow[]; symbol: string }) {
  const t = useTranslations('wallet.pending');
  const tf = useTranslations('funds');
  const router = useRouter();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();
  // One confirmation or cancellation at a time (a double click opens one dialog).
  const busy = useRef(false);

  async function cancel(topup: TopupRow) {
    if (busy.current) return;
    busy.current = true;
    try {
      await confirmAndCancel(topup);
    } finally {
      busy.current = false;
    }
  }

  async function confirmAndCancel(topup: TopupRow) {
    const confirmed = await confirmDialog({
      title: t('confirmTitle'),
      message: t('confirmMessage', { id: topup.id }),
      confirmText: t('confirmOk'),
      cancelText: t('confirmKeep'),
    });
    if (!confirmed) return;
    setCancelling(topup.id);
    try {
      await cancelTopup(topup.id);
      showInfoToast(t('cancelled'), DONE_MS);
      startRefresh(() => router.refresh());
    } catch {
      // The http client showed the error toast.
    } finally {
      setCancelling(null);
    }
  }

  if (topups.length === 0) return null;
  return (
    <WalletSection id="wallet-pending" title={t('heading')}>
      <ul className={styles.cards} aria-busy={refreshing || undefined}>
        {topups.map((topup) => (
          <li key={topup.id} className={styles.item} data-testid="pending-topup" data-status={topup.status}>
            <dl className={styles.itemFacts}>
              <div>
                <dt>{t('number')}</dt>
                <dd className={styles.number}>{topup.id}</dd>
              </div>
              <div>
                <dt>{t('method')}</dt>
                <dd>{methodLabel(tf, topup.method)}</dd>
              </div>
              <div>
                <dt>{t('amount')}</dt>
                <dd>
                  <Money value={topup.creditAmount} symbol={symbol} />
                </dd>
              </div>
              <div>
                <dt>{t('status')}</dt>
                <dd>
                  <StatusTag t={tf} status={topup.status} />
                </dd>
              </div>
              <div>
                <dt>{t('created')}</dt>
                <dd suppressHydrationWarning>{formatDate(topup.createdAt)}</dd>
              </div>
            </dl>
            <div className={styles.itemActions}>
              <Link
                href={{ pathname: WALLET_PATHS.topupDetail, query: { id: topup.id } }}
                className={buttonClassName('primary', styles.smallButton)}
                aria-label={t('continueLabel', { id: topup.id })}
              >
                {t('continue')}
              </Link>
              {topup.status === PaymentStatus.PendingPayment ? (
                <PlainButton
                  onClick={() => void cancel(topup)}
                  loading={cancelling === topup.id}
                  disabled={cancelling !== null}
                  aria-label={t('cancelLabel', { id: topup.id })}
                >
                  {t('cancel')}
                </PlainButton>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </WalletSection>
  );
}
