import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { DeliveryMode } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/format/display';
import { Money } from '@/components/ui/money';
import type { CombinedOrdersT } from '../labels';
import { DetailSection } from './detail-section';
import { feeDifference } from './fee-values';
import { QuoteTable } from './quote-table';
import styles from './detail.module.css';

/**
 * The estimate and, once the warehouse has weighed the order, the final fee beside it, with where the difference
 * stands (owed now, paid, refunded to the wallet), and what is due now. A transhipment order is forwarded as it
 * arrived: it is weighed on arrival and has no packed box (its measured size shows with its parcel).
 */
export function FeesSection({ t, combinedOrder, symbol }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail; symbol: string }) {
  const transhipment = combinedOrder.deliveryMode === DeliveryMode.Transshipment;
  const difference = feeDifference(combinedOrder);
  const explanation =
    difference.kind === 'pending'
      ? t(transhipment ? 'detail.fees.pendingArrival' : 'detail.fees.pendingFinal')
      : difference.kind === 'same'
        ? t('detail.fees.same')
        : t(`detail.fees.${difference.kind}`, { amount: formatMoney(difference.amount, symbol) });
  const final = combinedOrder.final && transhipment ? { ...combinedOrder.final, length: undefined, width: undefined, height: undefined } : combinedOrder.final;
  return (
    <DetailSection id="waybill-fees" title={t('detail.sections.fees')}>
      <div className={final ? styles.quotes : undefined}>
        <QuoteTable t={t} id="waybill-estimate" title={t('detail.fees.estimate')} quote={combinedOrder.estimate} symbol={symbol} />
        {final ? <QuoteTable t={t} id="waybill-final" title={t('detail.fees.final')} quote={final} symbol={symbol} /> : null}
      </div>
      <p className={difference.kind === 'extraDue' ? styles.notice : styles.muted} data-testid="fee-difference" data-kind={difference.kind}>
        {explanation}
      </p>
      {combinedOrder.amountDue > 0 ? (
        <p className={styles.due}>
          {t('detail.fees.due')} <Money value={combinedOrder.amountDue} symbol={symbol} />
        </p>
      ) : null}
    </DetailSection>
  );
}
