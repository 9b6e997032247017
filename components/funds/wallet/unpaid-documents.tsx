'use client';

import { useTransition } from 'react';
import { Button, message } from 'antd';
import '@/components/providers/antd/message.css';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { TransactionRecord } from '@/lib/api/funds';
import { showErrorToast } from '@/lib/api/feedback';
import { errorMessageOf } from '@/lib/api/request-errors';
import { formatDate, formatMoney } from '@/lib/format/display';
import { Money } from '@/components/ui/money';
import { useInsufficientBalance } from '@/components/funds/insufficient-balance-dialog';
import { usePayUnpaid } from './use-pay-unpaid';
import { WALLET_PATHS } from './wallet-paths';
import styles from './wallet.module.css';

interface UnpaidDocumentsProps {
  items: TransactionRecord[];
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
  const [messageApi, messageHolder] = message.useMessage();

  async function onPay(record: TransactionRecord) {
    const outcome = await pay(record.id);
    if (!outcome) return;
    if (outcome.ok) {
      void messageApi.success(t('paid', { title: record.title }));
      startRefresh(() => router.refresh());
      return;
    }
    // The call is silent: the dialog answers a shortfall, a toast any other failure.
    if (!insufficient.handle(outcome.error, WALLET_PATHS.wallet)) showErrorToast(errorMessageOf(outcome.error));
  }

  return (
    <>
      {messageHolder}
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
              <Button
                type="primary"
                onClick={() => void onPay(record)}
                loading={payingId === record.id}
                disabled={payingId !== null}
                aria-label={t('payLabel', { title: record.title, amount: formatMoney(due, symbol) })}
              >
                {t('pay')}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
