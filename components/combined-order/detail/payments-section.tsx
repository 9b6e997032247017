import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { formatMoney } from '@/lib/format/display';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import { paymentKindLabel, paymentStatusLabel, type CombinedOrdersT } from '../labels';
import { DetailSection, FactsSection } from './detail-section';
import small from '@/components/ui/small-table.module.css';
import styles from './detail.module.css';

/** Every payment, extra charge and refund of the waybill: kind, amount, status and time. */
export function PaymentsSection({ t, combinedOrder, symbol }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail; symbol: string }) {
  return (
    <DetailSection id="waybill-payments" title={t('detail.sections.payments')}>
      {combinedOrder.payments.length ? (
        <div className={styles.scroll}>
          <table className={`${styles.table} ${small.stacked}`}>
            <thead>
              <tr>
                <th scope="col">{t('detail.payments.kind')}</th>
                <th scope="col" className={styles.right}>
                  {t('detail.payments.amount')}
                </th>
                <th scope="col">{t('detail.payments.status')}</th>
                <th scope="col">{t('detail.payments.time')}</th>
              </tr>
            </thead>
            <tbody>
              {combinedOrder.payments.map((payment) => (
                <tr key={payment.id} data-kind={payment.kind}>
                  <th scope="row" className={styles.rowHead}>
                    {paymentKindLabel(t, payment.kind)}
                  </th>
                  <td className={styles.right} data-label={t('detail.payments.amount')}>
                    <Money value={payment.amount} symbol={symbol} />
                  </td>
                  <td data-label={t('detail.payments.status')}>{paymentStatusLabel(t, payment.status)}</td>
                  <td data-label={t('detail.payments.time')}>
                    <DateTime value={payment.at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{t('detail.payments.none')}</p>
      )}
    </DetailSection>
  );
}

/** The coupon and points the waybill uses (the final quote's once weighed), and the points it earned. */
export function DiscountsSection({ t, combinedOrder, symbol }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail; symbol: string }) {
  const quote = combinedOrder.final ?? combinedOrder.estimate;
  return (
    <FactsSection
      id="waybill-discounts"
      title={t('detail.sections.discounts')}
      items={[
        [
          t('detail.discounts.coupon'),
          combinedOrder.coupon ? (
            <span>
              {combinedOrder.coupon.name} (<Money value={-combinedOrder.coupon.discount} symbol={symbol} />)
            </span>
          ) : (
            <span className={styles.muted}>{t('detail.discounts.noCoupon')}</span>
          ),
        ],
        [
          t('detail.discounts.pointsUsed'),
          quote.pointsUsed > 0 ? (
            t('detail.discounts.pointsValue', { points: quote.pointsUsed, amount: formatMoney(quote.pointsValue, symbol) })
          ) : (
            <span className={styles.muted}>{t('detail.discounts.noPoints')}</span>
          ),
        ],
        [
          t('detail.discounts.pointsEarned'),
          combinedOrder.pointsEarned > 0 ? t('detail.discounts.pointsEarnedValue', { points: combinedOrder.pointsEarned }) : null,
        ],
      ]}
    />
  );
}
