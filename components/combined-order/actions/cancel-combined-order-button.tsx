'use client';

// Exports: CancelCombinedOrderButton, CancelCombinedOrderButtonProps, CancelCall.
import dynamic from 'next/dynamic';
import { cancelCombinedOrder, type CombinedOrder, type CombinedOrderDetail } from '@/lib/api/combined-order';
import { PlainButton } from '@/components/ui/form/plain-button';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog';
import { useActionTexts } from './use-action-texts';

/** The dialog (a native dialog and its form) loads when the button is first pressed, not with the list. */
const CancelCombinedOrderDialog = dynamic(() => import('./cancel-combined-order-dialog').then((module) => module.CancelCombinedOrderDialog), { ssr: false });

/** The call that cancels with a reason and answers the order as it is now. */
export type CancelCall = (id: string, reason: string) => Promise<CombinedOrderDetail>;

export interface CancelCombinedOrderButtonProps {
  combinedOrder: Pick<CombinedOrder, 'id' | 'canCancel'>;
  /** Called with the cancelled waybill; the page's server data is read again as well. */
  onCanceled?: (combinedOrder: CombinedOrderDetail) => void;
  size?: 'small' | 'middle';
  /** The cancel call (default: the waybill's, cancelCombinedOrder); a transhipment order passes its own. */
  cancel?: CancelCall;
  /** A catalog namespace whose keys replace `combinedOrder.actions`' (./use-action-texts.ts), e.g. `transhipmentOrder.actions`. */
  copy?: string;
}

/**
 * "Cancel" (only when `canCancel`): opens ./cancel-combined-order-dialog, which asks for a reason and cancels.
 * Needs the `combinedOrder` and `errors` namespaces (and `copy`'s, when given).
 */
export function CancelCombinedOrderButton({ combinedOrder, onCanceled, size, cancel = cancelCombinedOrder, copy }: CancelCombinedOrderButtonProps) {
  const t = useActionTexts(copy);
  const dialog = useLazyDialog();

  if (!combinedOrder.canCancel) return null;
  return (
    <>
      <PlainButton danger size={size} disabled={dialog.refreshing} aria-label={t('cancelLabel', { id: combinedOrder.id })} onClick={dialog.show}>
        {t('cancel')}
      </PlainButton>
      {dialog.opened ? (
        <CancelCombinedOrderDialog
          id={combinedOrder.id}
          open={dialog.open}
          cancel={cancel}
          copy={copy}
          onClose={dialog.close}
          onCanceled={(canceled) => {
            onCanceled?.(canceled);
            dialog.refresh();
          }}
        />
      ) : null}
    </>
  );
}
