'use client';

import { useTranslations } from 'next-intl';
import type { CombinedOrderQuote } from '@/lib/api/combined-order';
import { PlainButton } from '@/components/ui/form/plain-button';
import styles from '@/components/ui/form/order-form.module.css';
import { QuoteLines } from './quote-lines';

export interface FormMessage {
  text: string;
  /** `warning`: the price changed, review; `error`: the submit failed. */
  tone: 'warning' | 'error';
}

/** Other words for another kind of order (default: the waybill's). */
export interface SummaryTexts {
  note?: string;
  submit?: string;
  submitNote?: string;
}

export interface QuoteSummaryProps {
  quote: CombinedOrderQuote | null;
  loading: boolean;
  /** Why the current draft could not be made. */
  error: string | null;
  symbol: string;
  payNow: boolean;
  sending: boolean;
  done: boolean;
  message: FormMessage | null;
  texts?: SummaryTexts;
  /** The phone's summary bar (SummaryBar) shows the submit, the quote's status and the messages instead. */
  compact?: boolean;
}

/** The submit button's words: the order kind's own, else pay now or submit. */
export function useSubmitLabel(payNow: boolean, texts: SummaryTexts = {}) {
  const t = useTranslations('combinedOrderSubmit.submit');
  return texts.submit ?? (payNow ? t('payNow') : t('submit'));
}

/** Why the draft failed, and the message about the last submit (a failure is an alert, a changed price a notice). */
export function SubmitMessages({ error, message }: Pick<QuoteSummaryProps, 'error' | 'message'>) {
  return (
    <>
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={message.tone === 'error' ? styles.formError : styles.notice}>
          {message.text}
        </p>
      ) : null}
    </>
  );
}

/**
 * The estimate beside the form: the quote (QuoteLines); the previous quote stays while a new one loads.
 * Ends with the submit button and what happens about payment (`compact`: the bar has the button).
 */
export function QuoteSummary({ quote, loading, error, symbol, payNow, sending, done, message, texts = {}, compact = false }: QuoteSummaryProps) {
  const t = useTranslations('combinedOrderSubmit');
  const label = useSubmitLabel(payNow, texts);
  return (
    <aside className={styles.summary} aria-labelledby="waybill-summary-title">
      <h2 id="waybill-summary-title" className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      {quote ? <QuoteLines quote={quote} symbol={symbol} loading={loading} testId="quote" /> : <p className={styles.muted}>{t('summary.chooseMethod')}</p>}
      {compact ? null : (
        <>
          <p className={styles.statusLine} role="status">
            {loading && quote ? t('summary.updating') : null}
          </p>
          {error ? <SubmitMessages error={error} message={null} /> : null}
        </>
      )}
      <p className={styles.hint}>{texts.note ?? t('summary.note')}</p>
      {compact ? null : (
        <>
          <SubmitMessages error={null} message={message} />
          <PlainButton type="submit" variant="primary" className={styles.submit} disabled={sending || done} loading={sending}>
            {label}
          </PlainButton>
        </>
      )}
      <p className={styles.hint}>{texts.submitNote ?? (payNow ? t('submit.payNowNote') : t('submit.payLaterNote'))}</p>
    </aside>
  );
}
