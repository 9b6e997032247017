'use client';

// Exports: WaybillActions, WaybillActionsProps. The single buttons: ./pay-waybill-button (PayWaybillButton),
// ./cancel-waybill-button (CancelWaybillButton), ./sign-waybill-button (SignWaybillButton). Client islands
// using them sit in a ScopedIntlProvider with WAYBILL_CLIENT_NAMESPACES (../labels.ts).
import { useTranslations } from 'next-intl';
import type { Waybill } from '@/lib/api/combined-order';
import { Link } from '@/lib/i18n/navigation';
import { addParcelsHref } from '../labels';
import { CancelWaybillButton } from './cancel-waybill-button';
import { PayWaybillButton } from './pay-waybill-button';
import { SignWaybillButton } from './sign-waybill-button';
import styles from './actions.module.css';

export interface WaybillActionsProps {
  /** A list row or a detail: the flags say what the customer may do now. */
  waybill: Pick<Waybill, 'id' | 'amountDue' | 'currency' | 'canPay' | 'canCancel' | 'canSign' | 'canAdd'>;
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
export function WaybillActions({ waybill, symbol, compact = false }: WaybillActionsProps) {
  const t = useTranslations('waybills.actions');
  const size = compact ? 'small' : 'middle';
  if (!waybill.canPay && !waybill.canSign && !waybill.canAdd && !waybill.canCancel) return null;
  return (
    <div
      role="group"
      aria-label={t('label', { id: waybill.id })}
      className={compact ? `${styles.actions} ${styles.compact}` : styles.actions}
      data-testid="waybill-actions"
    >
      <PayWaybillButton waybill={waybill} symbol={symbol} size={size} />
      <SignWaybillButton waybill={waybill} size={size} />
      {waybill.canAdd ? (
        <Link href={addParcelsHref(waybill.id)} className={styles.link} aria-label={t('addLabel', { id: waybill.id })}>
          {t('add')}
        </Link>
      ) : null}
      <CancelWaybillButton waybill={waybill} size={size} />
    </div>
  );
}
