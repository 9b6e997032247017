import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { CombineCalculation } from '@/lib/api/combined-order';
import { Link } from '@/lib/i18n/navigation';
import { Money } from '@/components/ui/money';
import { detailHref } from '@/components/combined-order/labels';
import styles from './pay.module.css';

/**
 * What one combined payment takes: each waybill's amount due, the total, the wallet balance and, when
 * the balance is short, by how much (with the way to recharge it).
 */
export function CombineSummary({ calculation, symbol, recharge }: { calculation: CombineCalculation; symbol: string; recharge: ReactNode }) {
  const t = useTranslations('combinedOrderPay');
  return (
    <>
      <div className={styles.tableScroll}>
        <table className={styles.table} data-testid="combine-items">
          <caption className="sr-only">{t('combine.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.number')}</th>
              <th scope="col" className={styles.amountCell}>
                {t('columns.amountDue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {calculation.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link href={detailHref(item.id)} className={styles.number}>
                    {item.id}
                  </Link>
                </td>
                <td className={styles.amountCell}>{item.amountDue > 0 ? <Money value={item.amountDue} symbol={symbol} /> : t('combine.nothingDue')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="sr-only">{t('combine.figures')}</h2>
      <dl className={styles.figures} data-testid="combine-figures">
        <div>
          <dt>{t('combine.total')}</dt>
          <dd className={styles.total}>
            <Money value={calculation.total} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>{t('combine.balance')}</dt>
          <dd>
            <Money value={calculation.balance} symbol={symbol} />
          </dd>
        </div>
        {calculation.shortfall > 0 ? (
          <div className={styles.short}>
            <dt>{t('combine.shortfall')}</dt>
            <dd>
              <Money value={calculation.shortfall} symbol={symbol} /> {recharge}
            </dd>
          </div>
        ) : null}
      </dl>
      {calculation.shortfall > 0 ? <p className={styles.note}>{t('combine.shortNote')}</p> : null}
    </>
  );
}
