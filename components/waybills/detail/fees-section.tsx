import type { WaybillDetail } from '@/lib/api/combined-order';
import { formatMoney } from '@/lib/format/display';
import { Money } from '@/components/ui/money';
import type { WaybillsT } from '../labels';
import { DetailSection } from './detail-section';
import { feeDifference } from './fee-values';
import { QuoteTable } from './quote-table';
import styles from './detail.module.css';

/**
 * The estimate and, once the warehouse has weighed the packed box, the final fee beside it, with what the
 * difference means (an extra charge, or a refund to the wallet), and what is due now.
 */
export function FeesSection({ t, waybill, symbol }: { t: WaybillsT; waybill: WaybillDetail; symbol: string }) {
  const difference = feeDifference(waybill);
  const explanation =
    difference.kind === 'pending'
      ? t('detail.fees.pendingFinal')
      : difference.kind === 'same'
        ? t('detail.fees.same')
        : t(`detail.fees.${difference.kind}`, { amount: formatMoney(difference.amount, symbol) });
  return (
    <DetailSection id="waybill-fees" title={t('detail.sections.fees')}>
      <div className={waybill.final ? styles.quotes : undefined}>
        <QuoteTable t={t} id="waybill-estimate" title={t('detail.fees.estimate')} quote={waybill.estimate} symbol={symbol} />
        {waybill.final ? <QuoteTable t={t} id="waybill-final" title={t('detail.fees.final')} quote={waybill.final} symbol={symbol} /> : null}
      </div>
      <p
        className={difference.kind === 'extra' || difference.kind === 'refund' ? styles.notice : styles.muted}
        data-testid="fee-difference"
        data-kind={difference.kind}
      >
        {explanation}
      </p>
      {waybill.amountDue > 0 ? (
        <p className={styles.due}>
          {t('detail.fees.due')} <Money value={waybill.amountDue} symbol={symbol} />
        </p>
      ) : null}
    </DetailSection>
  );
}
