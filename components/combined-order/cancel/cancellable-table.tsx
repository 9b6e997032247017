import type { useTranslations } from 'next-intl';
import type { CombinedOrder } from '@/lib/api/combined-order';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import { ToneTag } from '@/components/ui/tone-tag';
import { CancelCombinedOrderButton } from '@/components/combined-order/actions/cancel-combined-order-button';
import { cancelBlockLabel, detailHref, statusLabel, statusTone, type CombinedOrdersT } from '@/components/combined-order/labels';
import small from '@/components/ui/small-table.module.css';
import styles from '@/components/combined-order/pay/pay.module.css';

type T = ReturnType<typeof useTranslations<'combinedOrderPay'>>;

interface CancellableTableProps {
  items: CombinedOrder[];
  symbolOf: (combinedOrder: CombinedOrder) => string;
  t: T;
  tw: CombinedOrdersT;
}

/** Why a waybill cannot be cancelled by its customer; once packing has started, who can still do it. */
function blockedText(combinedOrder: CombinedOrder, t: T, tw: CombinedOrdersT) {
  if (!combinedOrder.cancelBlock) return null;
  const reason = t('cancel.blocked', { reason: cancelBlockLabel(tw, combinedOrder.cancelBlock) });
  return combinedOrder.cancelBlock === 'PACKING_STARTED' ? `${reason} ${t('cancel.contactSupport')}` : reason;
}

/**
 * The member's open waybills: number, status, fee (the final one once weighed), created, and either
 * "Cancel" (CancelCombinedOrderButton, a client island) or why it cannot be cancelled.
 */
export function CancellableTable({ items, symbolOf, t, tw }: CancellableTableProps) {
  return (
    <div className={styles.tableScroll}>
      <table className={`${styles.table} ${small.stacked}`}>
        <caption className="sr-only">{t('cancel.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.number')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col" className={styles.amountCell}>
              {t('columns.total')}
            </th>
            <th scope="col" className={styles.wide}>
              {t('columns.createdAt')}
            </th>
            <th scope="col">{t('columns.action')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((combinedOrder) => (
            <tr key={combinedOrder.id} data-testid="cancellable-row">
              <td>
                <Link href={detailHref(combinedOrder.id)} className={styles.number}>
                  {combinedOrder.id}
                </Link>
              </td>
              <td data-label={t('columns.status')}>
                <ToneTag tone={statusTone(combinedOrder.status)}>{statusLabel(tw, combinedOrder.status)}</ToneTag>
              </td>
              <td className={styles.amountCell} data-label={t('columns.total')}>
                <Money value={combinedOrder.finalTotal ?? combinedOrder.estimatedTotal} symbol={symbolOf(combinedOrder)} />
              </td>
              <td className={styles.wide} data-label={t('columns.createdAt')}>
                <DateTime value={combinedOrder.createdAt} />
              </td>
              <td data-label={t('columns.action')}>
                {combinedOrder.canCancel ? (
                  <CancelCombinedOrderButton combinedOrder={combinedOrder} size="small" />
                ) : (
                  <span className={styles.blocked}>{blockedText(combinedOrder, t, tw)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
