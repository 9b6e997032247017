'use client';

import { useRef, useState, useTransition } from 'react';
import { Button, message } from 'antd';
import '@/components/providers/antd/message.css';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { cancelTopup, type Topup } from '@/lib/api/funds';
import { confirmDialog } from '@/lib/api/feedback';
import { PaymentStatus } from '@/lib/contract/enums';
import { formatDate } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { WALLET_PATHS } from './wallet-paths';
import { methodLabel, StatusTag } from './record-cells';
import { WalletSection } from './wallet-section';
import styles from './wallet.module.css';

/**
 * Top-ups waiting for payment or for staff to check the proof: go on with one (its detail page), or
 * cancel one still waiting for payment (confirmed first); the server page is then read again.
 */
export function PendingTopups({ topups, symbol }: { topups: Topup[]; symbol: string }) {
  const t = useTranslations('wallet.pending');
  const tf = useTranslations('funds');
  const router = useRouter();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const [messageApi, messageHolder] = message.useMessage();
  // One confirmation or cancellation at a time (a double click opens one dialog).
  const busy = useRef(false);

  async function cancel(topup: Topup) {
    if (busy.current) return;
    busy.current = true;
    try {
      await confirmAndCancel(topup);
    } finally {
      busy.current = false;
    }
  }

  async function confirmAndCancel(topup: Topup) {
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
      void messageApi.success(t('cancelled'));
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
      {messageHolder}
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
                <Button
                  onClick={() => void cancel(topup)}
                  loading={cancelling === topup.id}
                  disabled={cancelling !== null && cancelling !== topup.id}
                  aria-label={t('cancelLabel', { id: topup.id })}
                >
                  {t('cancel')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </WalletSection>
  );
}
