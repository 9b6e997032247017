'use client';

import { useTranslations } from 'next-intl';
import type { FeeLine, CombinedOrderQuote } from '@/lib/api/combined-order';
import { formatNumber } from '@/lib/format/number';
import { Money } from '@/components/ui/money';
import styles from '@/components/ui/form/order-form.module.css';
import local from './summary-bar.module.css';

interface QuoteLinesProps {
  quote: CombinedOrderQuote;
  symbol: string;
  loading: boolean;
  /** Names the quote and its total for tests (`quote`, `quote-total`); one copy of the lines on a page has it. */
  testId?: string;
}

const DISCOUNTS: readonly FeeLine['code'][] = ['COUPON', 'POINTS'];

function LineRow({ line, symbol }: { line: FeeLine; symbol: string }) {
  return (
    <tr>
      <th scope="row">
        {line.label}
        {line.detail ? (
          <>
            {' '}
            <span className={styles.lineDetail}>{line.detail}</span>
          </>
        ) : null}
      </th>
      <td>
        <Money value={line.amount} symbol={symbol} />
      </td>
    </tr>
  );
}

/**
 * A quote as the submit pages show it: the weights (chargeable = the larger of actual and volumetric), the
 * lines, subtotal, coupon, points and total; then what combining saved, when it saved anything.
 */
export function QuoteLines({ quote, symbol, loading, testId }: QuoteLinesProps) {
  const t = useTranslations('combinedOrderSubmit');
  const kg = (value: number) => t('summary.kg', { value: formatNumber(value, 2) });
  const saved = quote.savedByCombining ?? 0;
  return (
    <div className={styles.quote} aria-busy={loading || undefined} data-testid={testId}>
      <dl className={styles.weights}>
        <dt>{t('summary.actual')}</dt>
        <dd>{kg(quote.actualWeight)}</dd>
        <dt>{t('summary.volumetric', { divisor: quote.volumetricDivisor })}</dt>
        <dd>{kg(quote.volumetricWeight)}</dd>
        <dt>{t('summary.chargeable')}</dt>
        <dd>{kg(quote.chargeableWeight)}</dd>
      </dl>
      <table className={styles.lines}>
        <caption className="sr-only">{t('summary.linesLabel')}</caption>
        <tbody>
          {quote.lines
            .filter((line) => !DISCOUNTS.includes(line.code))
            .map((line, i) => (
              <LineRow key={`${line.code}-${i}`} line={line} symbol={symbol} />
            ))}
        </tbody>
        <tbody className={styles.totals}>
          <tr>
            <th scope="row">{t('summary.subtotal')}</th>
            <td>
              <Money value={quote.subtotal} symbol={symbol} />
            </td>
          </tr>
          {quote.lines
            .filter((line) => DISCOUNTS.includes(line.code))
            .map((line, i) => (
              <LineRow key={`${line.code}-${i}`} line={line} symbol={symbol} />
            ))}
          <tr className={styles.total}>
            <th scope="row">{t('summary.total')}</th>
            <td data-testid={testId ? `${testId}-total` : undefined}>
              <Money value={quote.total} symbol={symbol} />
            </td>
          </tr>
        </tbody>
      </table>
      {saved > 0 ? (
        <p className={local.saving} data-testid={testId ? `${testId}-saving` : undefined}>
          <span>
            {t('summary.saved')} <Money value={saved} symbol={symbol} className={local.savingAmount} />
          </span>
          <span className={styles.lineDetail}>{t('summary.savedNote')}</span>
        </p>
      ) : null}
    </div>
  );
}
