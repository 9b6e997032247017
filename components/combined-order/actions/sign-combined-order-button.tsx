'use client';

// Exports: SignCombinedOrderButton, SignCombinedOrderButtonProps, SignCall.
import dynamic from 'next/dynamic';
import { signAndReview, type CombinedOrder, type CombinedOrderDetail } from '@/lib/api/combined-order';
import { PlainButton } from '@/components/ui/form/plain-button';
import { useLazyDialog } from '@/components/ui/use-lazy-dialog';
import { useActionTexts } from './use-action-texts';

/** The dialog (a native dialog, its form and the star radios) loads when the button is first pressed, not with the list. */
const SignCombinedOrderDialog = dynamic(() => import('./sign-combined-order-dialog').then((module) => module.SignCombinedOrderDialog), { ssr: false });

/** The call that confirms receipt with a review and answers the order as it is now. */
export type SignCall = (id: string, review: { rating: number; comment: string | null }) => Promise<CombinedOrderDetail>;

export interface SignCombinedOrderButtonProps {
  combinedOrder: Pick<CombinedOrder, 'id' | 'canSign'>;
  /** Called with the signed waybill; the page's server data is read again as well. */
  onSigned?: (combinedOrder: CombinedOrderDetail) => void;
  size?: 'small' | 'middle';
  /** The sign call (default: the waybill's, signAndReview); a transhipment order passes its own. */
  sign?: SignCall;
  /** A catalog namespace whose keys replace `combinedOrder.actions`' (./use-action-texts.ts), e.g. `transhipmentOrder.actions`. */
  copy?: string;
}

/**
 * "Confirm receipt" (only when `canSign`): opens ./sign-combined-order-dialog, which asks for a review and signs.
 * Needs the `combinedOrder` and `errors` namespaces (and `copy`'s, when given).
 */
export function SignCombinedOrderButton({ combinedOrder, onSigned, size, sign = signAndReview, copy }: SignCombinedOrderButtonProps) {
  const t = useActionTexts(copy);
  const dialog = useLazyDialog();

  if (!combinedOrder.canSign) return null;
  return (
    <>
      <PlainButton variant="primary" size={size} disabled={dialog.refreshing} aria-label={t('signLabel', { id: combinedOrder.id })} onClick={dialog.show}>
        {t('sign')}
      </PlainButton>
      {dialog.opened ? (
        <SignCombinedOrderDialog
          id={combinedOrder.id}
          open={dialog.open}
          sign={sign}
          copy={copy}
          onClose={dialog.close}
          onSigned={(signed) => {
            onSigned?.(signed);
            dialog.refresh();
          }}
        />
      ) : null}
    </>
  );
}
