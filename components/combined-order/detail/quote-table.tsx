import type { CombinedOrderQuote } from '@/lib/api/combined-order';
import { Money } from '@/components/ui/money';
import { lineLabel, type CombinedOrdersT } from '../labels';
import { kg } from './fee-values';
import styles from './detail.module.css';

interface QuoteTableProps {
  t: CombinedOrdersT;
  /** The h3 above the table (also its caption's text). */
  title: string;
  id: string;
  quote: CombinedOrderQuote & { length?: number; width?: number; height?: number };
  symbol: string;
}

/** One quote line by line (discounts negative), its total, and the weights it was charged on. */
export function QuoteTable({ t, title, id, quote, symbol }: QuoteTableProps) {
  const size = quote.length && quote.width && quote.height ? t('detail.fees.size', { length: quote.length, width: quote.width, height: quote.height }) : null;
  return (
    <div className={styles.quote} data-testid={id}>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      <table className={styles.table} aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t('detail.fees.item')}</th>
            <th scope="col" className={styles.right}>
              {t('detail.fees.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            <tr key={`${line.code}-${index}`} data-code={line.code}>
              <th scope="row" className={styles.rowHead}>
                {lineLabel(t, line)}
                {line.detail ? <span className={styles.lineDetail}>{line.detail}</span> : null}
              </th>
              <td className={styles.right}>
                <Money value={line.amount} symbol={symbol} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row">{t('detail.fees.total')}</th>
            <td className={styles.right} data-testid={`${id}-total`}>
              <Money value={quote.total} symbol={symbol} />
            </td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.muted}>
        {t('detail.fees.weights', {
          actual: kg(quote.actualWeight),
          volumetric: kg(quote.volumetricWeight),
          chargeable: kg(quote.chargeableWeight),
        })}
        {size ? <span className={styles.block}>{size}</span> : null}
      </p>
    </div>
  );
}
