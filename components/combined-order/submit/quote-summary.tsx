'use client';

import { useTranslations } from 'next-intl';
import type { FeeLine, CombinedOrderQuote } from '@/lib/api/combined-order';
import { formatNumber } from '@/lib/format/number';
import { Money } from '@/components/ui/money';
import { PlainButton } from '@/components/ui/form/plain-button';
import styles from '@/components/ui/form/order-form.module.css';

export interface FormMessage {
  text: string;
  /** `warning`: the price changed, review; `error`: the submit failed. */
  tone: 'warning' | 'error';
}

interface QuoteSummaryProps {
  quote: CombinedOrderQuote | null;
  loading: boolean;
  /** Why the current draft could not be made. */
  error: string | null;
  symbol: string;
  payNow: boolean;
  sending: boolean;
  done: boolean;
  message: FormMessage | null;
  /** Other words for another kind of order (default: the waybill's). */
  texts?: { note?: string; submit?: string; submitNote?: string };
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
 * The estimate beside the form: the weights (chargeable = the larger of actual and volumetric), the quote
 * line by line, subtotal, coupon, points and total; the previous quote stays while a new one loads. Ends
 * with the submit button and what happens about payment.
 */
export function QuoteSummary({ quote, loading, error, symbol, payNow, sending, done, message, texts = {} }: QuoteSummaryProps) {
  const t = useTranslations('combinedOrderSubmit');
  const kg = (value: number) => t('summary.kg', { value: formatNumber(value, 2) });
  return (
    <aside className={styles.summary} aria-labelledby="waybill-summary-title">
      <h2 id="waybill-summary-title" className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      {quote ? (
        <div className={styles.quote} aria-busy={loading || undefined} data-testid="quote">
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
                <td data-testid="quote-total">
                  <Money value={quote.total} symbol={symbol} />
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{t('summary.chooseMethod')}</p>
      )}
      <p className={styles.statusLine} role="status">
        {loading && quote ? t('summary.updating') : null}
      </p>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      <p className={styles.hint}>{texts.note ?? t('summary.note')}</p>
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={message.tone === 'error' ? styles.formError : styles.notice}>
          {message.text}
        </p>
      ) : null}
      <PlainButton type="submit" variant="primary" className={styles.submit} disabled={sending || done} loading={sending}>
        {texts.submit ?? (payNow ? t('submit.payNow') : t('submit.submit'))}
      </PlainButton>
      <p className={styles.hint}>{texts.submitNote ?? (payNow ? t('submit.payNowNote') : t('submit.payLaterNote'))}</p>
    </aside>
  );
}
