import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { formatMoney } from '@/lib/format/display';
import { Money } from '@/components/ui/money';
import type { CombinedOrdersT } from '../labels';
import { DetailSection } from './detail-section';
import { feeDifference } from './fee-values';
import { QuoteTable } from './quote-table';
import styles from './detail.module.css';

/**
 * The estimate and, once the warehouse has weighed the packed box, the final fee beside it, with what the
 * difference means (an extra charge, or a refund to the wallet), and what is due now.
 */
export function FeesSection({ t, combinedOrder, symbol }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail; symbol: string }) {
  const difference = feeDifference(combinedOrder);
  const explanation =
    difference.kind === 'pending'
      ? t('detail.fees.pendingFinal')
      : difference.kind === 'same'
        ? t('detail.fees.same')
        : t(`detail.fees.${difference.kind}`, { amount: formatMoney(difference.amount, symbol) });
  return (
    <DetailSection id="waybill-fees" title={t('detail.sections.fees')}>
      <div className={combinedOrder.final ? styles.quotes : undefined}>
        <QuoteTable t={t} id="waybill-estimate" title={t('detail.fees.estimate')} quote={combinedOrder.estimate} symbol={symbol} />
        {combinedOrder.final ? <QuoteTable t={t} id="waybill-final" title={t('detail.fees.final')} quote={combinedOrder.final} symbol={symbol} /> : null}
      </div>
      <p
        className={difference.kind === 'extra' || difference.kind === 'refund' ? styles.notice : styles.muted}
        data-testid="fee-difference"
        data-kind={difference.kind}
      >
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
