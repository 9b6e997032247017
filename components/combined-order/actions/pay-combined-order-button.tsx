'use client';

// Exports: PayCombinedOrderButton, PayCombinedOrderButtonProps, PayableCombinedOrder.
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { CombinedOrder, CombinedOrderDetail } from '@/lib/api/combined-order';
import { showErrorToast, showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { formatMoney } from '@/lib/format/display';
import { useInsufficientBalance } from '@/components/funds/insufficient-balance-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlainButton } from '@/components/ui/form/plain-button';
import { useActionTexts } from './use-action-texts';
import { isFinalPayRefusal, usePayCombinedOrder } from './use-pay-combined-order';

/** What paying needs of a waybill (a list row, a detail, an unpaid document's waybill). */
export type PayableCombinedOrder = Pick<CombinedOrder, 'id' | 'amountDue' | 'currency' | 'canPay'>;

export interface PayCombinedOrderButtonProps {
  combinedOrder: PayableCombinedOrder;
  /** The symbol before amounts (labels.ts symbolOf); the currency code when absent. */
  symbol?: string;
  /** Called with the waybill as it is after paying; the page's server data is read again as well. */
  onPaid?: (combinedOrder: CombinedOrderDetail) => void;
  /** Where the recharge page leads back when the balance is short (default: this page). */
  returnTo?: string;
  size?: 'small' | 'middle';
  /** A catalog namespace whose keys replace `combinedOrder.actions`' (./use-action-texts.ts), e.g. `transhipmentOrder.actions`. */
  copy?: string;
}

const here = () => (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`);

/**
 * "Pay" (only when `canPay`): a confirmation shows the amount, then the amount due is taken from the wallet
 * (Idempotency-Key per attempt, kept on a retry: ./use-pay-combined-order.ts). Short of balance (402), the shared
 * dialog offers to recharge the shortfall and come back; paid, a toast and the page is read again.
 * Needs the `combinedOrder`, `errors` and `recharge` namespaces (and `copy`'s, when given).
 */
export function PayCombinedOrderButton({ combinedOrder, symbol, onPaid, returnTo, size, copy }: PayCombinedOrderButtonProps) {
  const t = useActionTexts(copy);
  const te = useTranslations('errors');
  const router = useRouter();
  const sign = symbol ?? `${combinedOrder.currency} `;
  const { pay, paying } = usePayCombinedOrder(combinedOrder.id);
  const insufficient = useInsufficientBalance(sign);
  const [refreshing, startRefresh] = useTransition();
  const [asking, setAsking] = useState(false);
  const busy = paying || refreshing;
  const amount = formatMoney(combinedOrder.amountDue, sign);

  async function onPay() {
    const outcome = await pay();
    if (!outcome) return;
    if (outcome.ok) {
      showInfoToast(t('paid', { id: combinedOrder.id }), 3000);
      onPaid?.(outcome.combinedOrder);
      startRefresh(() => router.refresh());
      return;
    }
    // The call is silent: the dialog answers a shortfall, a toast any other failure.
    if (insufficient.handle(outcome.error, returnTo ?? here())) return;
    showErrorToast(failureMessage(outcome.error, { network: te('requestMsg'), fallback: te('paymentFailed') }));
    // Paid elsewhere or no longer payable: show the waybill as it is now.
    if (isFinalPayRefusal(outcome.error)) startRefresh(() => router.refresh());
  }

  if (!combinedOrder.canPay) return null;
  return (
    <>
      {insufficient.dialog}
      <PlainButton
        variant="primary"
        size={size}
        loading={paying}
        disabled={busy}
        aria-label={t('payLabel', { id: combinedOrder.id, amount })}
        onClick={() => setAsking(true)}
      >
        {t('pay')}
      </PlainButton>
      {asking ? (
        <ConfirmDialog
          title={t('payTitle', { id: combinedOrder.id })}
          description={t('payMessage', { amount })}
          okText={t('payOk')}
          cancelText={t('payBack')}
          onConfirm={() => void onPay()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
