'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/money';
import { PlainButton } from '@/components/ui/form/plain-button';
import own from './order-step.module.css';

interface OrderStickyBarProps {
  /** The quote's total, or null before there is one. */
  total: number | null;
  symbol: string;
  payNow: boolean;
  sending: boolean;
  locked: boolean;
}

/**
 * Narrow screens: the total and Submit kept at the bottom of the view while the form's fields scroll by (the
 * summary itself comes after them). The last child of the fields' column, whose height it sticks within.
 */
export function OrderStickyBar({ total, symbol, payNow, sending, locked }: OrderStickyBarProps) {
  const tw = useTranslations('combinedOrderSubmit');
  return (
    <div className={own.stickyBar} data-testid="order-sticky-bar">
      <p className={own.stickyTotal}>
        {total !== null ? (
          <>
            {tw('summary.total')} <Money value={total} symbol={symbol} />
          </>
        ) : (
          tw('summary.chooseMethod')
        )}
      </p>
      <PlainButton type="submit" variant="primary" disabled={locked} loading={sending}>
        {payNow ? tw('submit.payNow') : tw('submit.submit')}
      </PlainButton>
    </div>
  );
}
