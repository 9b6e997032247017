'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/money';
import { PlainButton } from '@/components/ui/form/plain-button';
import { StickyBar } from '@/components/ui/list/sticky-bar';
import styles from '@/components/ui/form/order-form.module.css';
import { QuoteLines } from './quote-lines';
import { SubmitMessages, useSubmitLabel, type QuoteSummaryProps } from './quote-summary';
import local from './summary-bar.module.css';

/**
 * On a phone, the order form's total and submit kept in view at the bottom (sticky inside the form, so at
 * the end of the page it rests under the summary and covers nothing); the quote lines open above it with
 * one tap (a disclosure; Escape closes it). Its button submits the form, the one way a form is sent.
 */
export function SummaryBar({ quote, loading, error, symbol, payNow, sending, done, message, texts }: Omit<QuoteSummaryProps, 'compact'>) {
  const t = useTranslations('combinedOrderSubmit');
  const label = useSubmitLabel(payNow, texts);
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-lines`;
  return (
    <StickyBar
      label={t('bar.label')}
      testId="summary-bar"
      summary={
        <span className={local.total}>
          <span>{t('summary.total')}</span>
          {quote ? <Money value={quote.total} symbol={symbol} className={local.totalAmount} /> : <span className={styles.muted}>{t('bar.noTotal')}</span>}
          {loading && quote ? <span className={styles.muted}>{t('summary.updating')}</span> : null}
        </span>
      }
      actions={
        <>
          <PlainButton id={`${id}-toggle`} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
            {t('bar.details')}
          </PlainButton>
          <PlainButton type="submit" variant="primary" disabled={sending || done} loading={sending}>
            {label}
          </PlainButton>
        </>
      }
    >
      <div className={local.messages}>
        <SubmitMessages error={error} message={message} />
      </div>
      <div
        id={panelId}
        className={local.panel}
        hidden={!open}
        role="region"
        aria-label={t('summary.linesLabel')}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          setOpen(false);
          document.getElementById(`${id}-toggle`)?.focus();
        }}
      >
        {quote ? <QuoteLines quote={quote} symbol={symbol} loading={loading} /> : <p className={styles.muted}>{t('summary.chooseMethod')}</p>}
      </div>
    </StickyBar>
  );
}
