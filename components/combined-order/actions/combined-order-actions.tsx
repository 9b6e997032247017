'use client';

// Exports: CombinedOrderActions, CombinedOrderActionsProps. The single buttons: ./pay-combined-order-button (PayCombinedOrderButton),
// ./cancel-combined-order-button (CancelCombinedOrderButton), ./sign-combined-order-button (SignCombinedOrderButton). Client islands
// using them sit in a ScopedIntlProvider with COMBINED_ORDER_CLIENT_NAMESPACES (../labels.ts).
import { useTranslations } from 'next-intl';
import type { CombinedOrder } from '@/lib/api/combined-order';
import { Link } from '@/lib/i18n/navigation';
import { addParcelsHref } from '../labels';
import { CancelCombinedOrderButton } from './cancel-combined-order-button';
import { PayCombinedOrderButton } from './pay-combined-order-button';
import { SignCombinedOrderButton } from './sign-combined-order-button';
import styles from './actions.module.css';

export interface CombinedOrderActionsProps {
  /** A list row or a detail: the flags say what the customer may do now. */
  combinedOrder: Pick<CombinedOrder, 'id' | 'amountDue' | 'currency' | 'canPay' | 'canCancel' | 'canSign' | 'canAdd'>;
  /** The symbol before amounts (labels.ts symbolOf); the currency code when absent. */
  symbol?: string;
  /** Small buttons (a table row). */
  compact?: boolean;
}

/**
 * What may be done to a waybill now, from its flags: pay (`canPay`), confirm receipt (`canSign`), add parcels
 * (`canAdd`: a link to /user/add-to-submitted-transfer-order?id=…) and cancel (`canCancel`). Nothing when no
 * flag is set. Each action reads the page again when done.
 */
export function CombinedOrderActions({ combinedOrder, symbol, compact = false }: CombinedOrderActionsProps) {
  const t = useTranslations('combinedOrder.actions');
  const size = compact ? 'small' : 'middle';
  if (!combinedOrder.canPay && !combinedOrder.canSign && !combinedOrder.canAdd && !combinedOrder.canCancel) return null;
  return (
    <div
      role="group"
      aria-label={t('label', { id: combinedOrder.id })}
      className={compact ? `${styles.actions} ${styles.compact}` : styles.actions}
      data-testid="combined-order-actions"
    >
      <PayCombinedOrderButton combinedOrder={combinedOrder} symbol={symbol} size={size} />
      <SignCombinedOrderButton combinedOrder={combinedOrder} size={size} />
      {combinedOrder.canAdd ? (
        <Link href={addParcelsHref(combinedOrder.id)} className={styles.link} aria-label={t('addLabel', { id: combinedOrder.id })}>
          {t('add')}
        </Link>
      ) : null}
      <CancelCombinedOrderButton combinedOrder={combinedOrder} size={size} />
    </div>
  );
}
