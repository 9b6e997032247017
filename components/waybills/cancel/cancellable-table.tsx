import type { useTranslations } from 'next-intl';
import type { Waybill } from '@/lib/api/combined-order';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import { ToneTag } from '@/components/ui/tone-tag';
import { CancelWaybillButton } from '@/components/waybills/actions/cancel-waybill-button';
import { cancelBlockLabel, detailHref, statusLabel, statusTone, type WaybillsT } from '@/components/waybills/labels';
import styles from '@/components/waybills/pay/pay.module.css';

type T = ReturnType<typeof useTranslations<'waybillPay'>>;

interface CancellableTableProps {
  items: Waybill[];
  symbolOf: (waybill: Waybill) => string;
  t: T;
  tw: WaybillsT;
}

/** Why a waybill cannot be cancelled by its customer; once packing has started, who can still do it. */
function blockedText(waybill: Waybill, t: T, tw: WaybillsT) {
  if (!waybill.cancelBlock) return null;
  const reason = t('cancel.blocked', { reason: cancelBlockLabel(tw, waybill.cancelBlock) });
  return waybill.cancelBlock === 'PACKING_STARTED' ? `${reason} ${t('cancel.contactSupport')}` : reason;
}

/**
 * The member's open waybills: number, status, fee (the final one once weighed), created, and either
 * "Cancel" (CancelWaybillButton, a client island) or why it cannot be cancelled.
 */
export function CancellableTable({ items, symbolOf, t, tw }: CancellableTableProps) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
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
          {items.map((waybill) => (
            <tr key={waybill.id} data-testid="cancellable-row">
              <td>
                <Link href={detailHref(waybill.id)} className={styles.number}>
                  {waybill.id}
                </Link>
              </td>
              <td>
                <ToneTag tone={statusTone(waybill.status)}>{statusLabel(tw, waybill.status)}</ToneTag>
              </td>
              <td className={styles.amountCell}>
                <Money value={waybill.finalTotal ?? waybill.estimatedTotal} symbol={symbolOf(waybill)} />
              </td>
              <td className={styles.wide}>
                <DateTime value={waybill.createdAt} />
              </td>
              <td>
                {waybill.canCancel ? (
                  <CancelWaybillButton waybill={waybill} size="small" />
                ) : (
                  <span className={styles.blocked}>{blockedText(waybill, t, tw)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
