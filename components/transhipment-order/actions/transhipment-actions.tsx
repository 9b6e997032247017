'use client';

// Exports: TranshipmentActions, TranshipmentActionsProps. Client islands using it sit in a ScopedIntlProvider
// with TRANSHIPMENT_CLIENT_NAMESPACES (../labels.ts).
import { useTranslations } from 'next-intl';
import { signTranshipmentOrder, type TranshipmentOrder } from '@/lib/api/transhipment-order';
import { Link } from '@/lib/i18n/navigation';
import { CancelCombinedOrderButton } from '@/components/combined-order/actions/cancel-combined-order-button';
import { PayCombinedOrderButton } from '@/components/combined-order/actions/pay-combined-order-button';
import { SignCombinedOrderButton } from '@/components/combined-order/actions/sign-combined-order-button';
import styles from '@/components/combined-order/actions/actions.module.css';
import { editHref, TRANSHIPMENT_ACTIONS_COPY } from '../labels';
import { useCancelTranshipment } from './use-cancel-transhipment';

export interface TranshipmentActionsProps {
  /** A list row or a detail: the flags say what the customer may do now. */
  order: Pick<TranshipmentOrder, 'id' | 'amountDue' | 'currency' | 'canPay' | 'canEdit' | 'canCancel' | 'canSign'>;
  /** The symbol before amounts (waybills/labels.ts symbolOf); the currency code when absent. */
  symbol?: string;
  /** Small buttons (a table row). */
  compact?: boolean;
}

/**
 * What may be done to a transhipment order now, from its flags: pay (`canPay`: the logistics order's pay
 * call), confirm receipt (`canSign`), edit (`canEdit`: a link to ?view=edit&id=…) and cancel (`canCancel`,
 * POST /u/cancelOrder/cancelOrder with an Idempotency-Key). The waybill's buttons with the transhipment
 * calls and texts; nothing when no flag is set. Each action reads the page again when done.
 */
export function TranshipmentActions({ order, symbol, compact = false }: TranshipmentActionsProps) {
  const t = useTranslations('transhipmentOrder.actions');
  const cancel = useCancelTranshipment();
  const size = compact ? 'small' : 'middle';
  if (!order.canPay && !order.canSign && !order.canEdit && !order.canCancel) return null;
  return (
    <div
      role="group"
      aria-label={t('label', { id: order.id })}
      className={compact ? `${styles.actions} ${styles.compact}` : styles.actions}
      data-testid="transhipment-actions"
    >
      <PayCombinedOrderButton combinedOrder={order} symbol={symbol} size={size} copy={TRANSHIPMENT_ACTIONS_COPY} />
      <SignCombinedOrderButton combinedOrder={order} size={size} sign={signTranshipmentOrder} copy={TRANSHIPMENT_ACTIONS_COPY} />
      {order.canEdit ? (
        <Link href={editHref(order.id)} className={styles.link} aria-label={t('editLabel', { id: order.id })}>
          {t('edit')}
        </Link>
      ) : null}
      <CancelCombinedOrderButton combinedOrder={order} size={size} cancel={cancel} copy={TRANSHIPMENT_ACTIONS_COPY} />
    </div>
  );
}
