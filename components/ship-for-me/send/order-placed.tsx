'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CombinedOrderSubmitResult } from '@/lib/api/combined-order';
import { formatMoney } from '@/lib/format/number';
import { Link } from '@/lib/i18n/navigation';
import { paymentStateOf } from '@/components/combined-order/submit/submit-values';
import { InsufficientBalanceDialog } from '@/components/funds/insufficient-balance-dialog';
import { buttonClassName } from '@/components/ui/button';
import { SuccessResult } from '@/components/ui/success-result';
import { ORDER_PAGES, orderDetailHref, orderDetailPath } from './order-values';

interface OrderPlacedProps {
  result: CombinedOrderSubmitResult;
  symbol: string;
}

/**
 * The logistics order exists: its number, the estimate and what happens next (paid: shipped as the goods
 * arrive; pack first: paid after the weighing; unpaid: pay on its page). A wallet that was short opens the
 * recharge dialog first (top up, then pay on the order's page, where the recharge comes back to).
 */
export function OrderPlaced({ result, symbol }: OrderPlacedProps) {
  const t = useTranslations('shipForMeOrder.placed');
  const { waybill, payment, shortfall } = result;
  const [shortOpen, setShortOpen] = useState(payment === 'unpaid' && shortfall !== null && shortfall > 0);
  const state = paymentStateOf(waybill, payment === 'unpaid');
  const money = (amount: number) => formatMoney(amount, symbol);
  const next = state === 'unpaid' ? t('unpaid', { amount: money(waybill.amountDue) }) : t(state ?? 'paid');
  return (
    <>
      <SuccessResult
        title={t('title')}
        subtitle={
          <>
            <span data-testid="order-number">{t('number', { id: waybill.id })}</span>
            <span>{` · ${t('estimate')} ${money(waybill.estimatedTotal)}`}</span>
            <br />
            <span>{next}</span>
          </>
        }
        actions={
          <>
            <Link href={orderDetailHref(waybill.id)} className={buttonClassName('primary')}>
              {state === 'unpaid' ? t('payNow') : t('detail')}
            </Link>
            <Link href={ORDER_PAGES.orders} className={buttonClassName('default')}>
              {t('myOrders')}
            </Link>
          </>
        }
      />
      <InsufficientBalanceDialog
        open={shortOpen}
        saved={{ kind: 'order', id: waybill.id }}
        shortfall={shortfall ?? 0}
        currencySymbol={symbol}
        returnTo={orderDetailPath(waybill.id)}
        onClose={() => setShortOpen(false)}
      />
    </>
  );
}
