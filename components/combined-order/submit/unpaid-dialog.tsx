'use client';

import { useRef } from 'react';
import { useRouter, type Href } from '@/lib/i18n/navigation';
import { InsufficientBalanceDialog } from '@/components/funds/insufficient-balance-dialog';
import { SUBMIT_PAGES, successHref } from './submit-values';

interface UnpaidDialogProps {
  combinedOrderId: string;
  /** What was saved as unpaid, as the dialog names it. */
  kind: 'waybill' | 'transhipment';
  shortfall: number;
  symbol: string;
  /** Where the recharge comes back to (default: the waybill's detail). */
  returnTo?: string;
  /** Where closing the dialog goes (default: the success page saying the waybill waits for payment). */
  closeHref?: Href;
}

/**
 * The waybill exists but the wallet was short: the shared insufficient-balance dialog offers to recharge
 * the shortfall (and come back to the waybill to pay); closing it goes on to the success page, which says
 * the waybill waits for payment.
 */
export function UnpaidDialog({ combinedOrderId, kind, shortfall, symbol, returnTo, closeHref }: UnpaidDialogProps) {
  const router = useRouter();
  // "Recharge now" is a link that also closes the dialog: then the link leads, not the success page.
  const leaving = useRef(false);
  return (
    <div
      onClickCapture={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) leaving.current = true;
      }}
    >
      <InsufficientBalanceDialog
        open
        saved={{ kind, id: combinedOrderId }}
        shortfall={shortfall}
        currencySymbol={symbol}
        returnTo={returnTo ?? `${SUBMIT_PAGES.detail}?id=${encodeURIComponent(combinedOrderId)}`}
        onClose={() => {
          if (!leaving.current) router.replace(closeHref ?? successHref(combinedOrderId, true));
        }}
      />
    </div>
  );
}
