'use client';

import { useState } from 'react';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { combinePay, type CombineCalculation } from '@/lib/api/combined-order';
import { failureMessage } from '@/lib/api/failure-message';
import { formatMoney } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import { rechargeHref, useInsufficientBalance } from '@/components/funds/insufficient-balance-dialog';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/load-state';
import { RetryButton } from '@/components/ui/retry-button';
import { SuccessResult } from '@/components/ui/success-result';
import { COMBINED_ORDER_PAGES } from '@/components/combined-order/labels';
import { clearCombinePay, combinePayPath } from './combine-pay-ids';
import { CombineSummary } from './combine-summary';
import { useCombineCalculation } from './use-combine-calculation';
import { useMoneyAttempt } from './use-money-attempt';
import styles from './pay.module.css';

/**
 * /user/combine-and-pay-l: the chosen waybills (`?ids=` or lsCombinePay), what they take, and "Pay all"
 * (all or none, one Idempotency-Key per attempt). Short of balance, the shared dialog offers to recharge
 * and come back here; paid, lsCombinePay is removed.
 */
export function CombinePay({ urlIds, symbol }: { urlIds: string[]; symbol: string }) {
  const t = useTranslations('combinedOrderPay');
  const te = useTranslations('errors');
  const { state, reload } = useCombineCalculation(urlIds);
  const pay = useMoneyAttempt((ids: string[], key: string) => combinePay(ids, key));
  const insufficient = useInsufficientBalance(symbol);
  const [paid, setPaid] = useState<{ count: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const message = (failure: unknown, fallback: string) => failureMessage(failure, { network: te('requestMsg'), fallback });
  const back = (
    <Link href={COMBINED_ORDER_PAGES.pendingPayment} className={buttonClassName('default')}>
      {t('links.pendingPayment')}
    </Link>
  );

  if (paid) {
    return (
      <SuccessResult
        title={t('combine.paid')}
        subtitle={t('combine.paidText', { count: paid.count, total: formatMoney(paid.total, symbol) })}
        actions={
          <>
            <Link href={COMBINED_ORDER_PAGES.list} className={buttonClassName('primary')}>
              {t('links.myCombinedOrders')}
            </Link>
            {back}
          </>
        }
      />
    );
  }
  if (state.kind === 'loading') return <Loading label={t('combine.loading')} />;
  if (state.kind === 'none') return <EmptyState title={t('combine.none')} description={t('combine.noneText')} action={back} />;
  if (state.kind === 'refused')
    return <EmptyState role="alert" title={t('combine.invalid')} description={message(state.error, te('requestMsg1'))} action={back} />;
  if (state.kind === 'failed')
    return <EmptyState role="alert" title={t('combine.failed')} action={<RetryButton label={t('combine.retry')} onRetry={reload} />} />;

  const { ids, calculation } = state;
  const payable = calculation.items.filter((item) => item.amountDue > 0).length;

  async function onPay(current: CombineCalculation) {
    setError(null);
    const outcome = await pay.run(ids);
    if (!outcome) return;
    if (outcome.ok) {
      clearCombinePay();
      setPaid({ count: payable, total: current.total });
      return;
    }
    if (!insufficient.handle(outcome.error, combinePayPath(ids))) setError(message(outcome.error, te('paymentFailed')));
  }

  return (
    <div className={styles.combine}>
      {insufficient.dialog}
      <CombineSummary
        calculation={calculation}
        symbol={symbol}
        recharge={
          <Link href={rechargeHref(calculation.shortfall, combinePayPath(ids))} className={styles.inlineLink}>
            {t('links.recharge')}
          </Link>
        }
      />
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {payable ? (
        <div className={styles.actions}>
          <Button
            type="primary"
            size="large"
            loading={pay.running}
            disabled={pay.running}
            onClick={() => void onPay(calculation)}
            aria-label={t('combine.payAllLabel', { count: payable, total: formatMoney(calculation.total, symbol) })}
          >
            {t('combine.payAll')}
          </Button>
          {back}
        </div>
      ) : (
        <EmptyState title={t('combine.noneDue')} action={back} />
      )}
    </div>
  );
}
