'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { showErrorToast, showInfoToast } from '@/lib/api/feedback';
import { errorMessageOf } from '@/lib/api/request-errors';
import { formatDate, formatMoney } from '@/lib/format/display';
import { PlainButton } from '@/components/ui/form/plain-button';
import { Money } from '@/components/ui/money';
import { useInsufficientBalance } from '@/components/funds/insufficient-balance-dialog';
import { usePayUnpaid } from './use-pay-unpaid';
import { WALLET_PATHS } from './wallet-paths';
import type { RecordRow } from '../records/record-row';
import styles from './wallet.module.css';

/** How long "paid" stays (antd's message stayed 3 s). */
const PAID_MS = 3000;

interface UnpaidDocumentsProps {
  items: RecordRow[];
  symbol: string;
}

/**
 * Documents waiting to be paid from the wallet (a waybill's fee …): "Pay" takes the amount from the
 * balance. Short of balance, the shared dialog offers to recharge the shortfall and come back here;
 * paid, the page is read again (balance, records).
 */
export function UnpaidDocuments({ items, symbol }: UnpaidDocumentsProps) {
  const t = useTranslations('wallet.unpaid');
  const router = useRouter();
  const { pay, payingId } = usePayUnpaid();
  const insufficient = useInsufficientBalance(symbol);
  const [refreshing, startRefresh] = useTransition();

  async function onPay(record: RecordRow) {
    const outcome = await pay(record.id);
    if (!outcome) return;
    if (outcome.ok) {
      showInfoToast(t('paid', { title: record.title ?? '' }), PAID_MS);
      startRefresh(() => router.refresh());
      return;
    }
    // The call is silent: the dialog answers a shortfall, a toast any other failure.
    if (!insufficient.handle(outcome.error, WALLET_PATHS.wallet)) showErrorToast(errorMessageOf(outcome.error));
  }

  return (
    <>
      {insufficient.dialog}
      <ul className={styles.cards} aria-busy={refreshing || undefined}>
        {items.map((record) => {
          const due = Math.abs(record.amount);
          return (
            <li key={record.id} className={styles.item} data-testid="unpaid-document">
              <div className={styles.itemMain}>
                <p className={styles.itemTitle}>{record.title}</p>
                <p className={styles.muted}>
                  <span className={styles.number}>{record.refId ?? record.id}</span>
                  {' · '}
                  <span>{t('created')} </span>
                  <span suppressHydrationWarning>{formatDate(record.createdAt)}</span>
                </p>
              </div>
              <p className={styles.itemAmount}>
                <span className="sr-only">{t('amount')} </span>
                <Money value={due} symbol={symbol} />
              </p>
              <PlainButton
                variant="primary"
                onClick={() => void onPay(record)}
                loading={payingId === record.id}
                disabled={payingId !== null}
                aria-label={t('payLabel', { title: record.title ?? '', amount: formatMoney(due, symbol) })}
              >
                {t('pay')}
              </PlainButton>
            </li>
          );
        })}
      </ul>
    </>
  );
}
