'use client';

import { useTranslations } from 'next-intl';
import type { PaymentMethodInfo } from '@/lib/api/funds';
import { Money } from '@/components/ui/money';
import { FactList } from '../topup/topup-section';
import { trimDecimal } from './fee-rule';
import type { PreviewState } from './use-topup-preview';
import styles from './recharge.module.css';

interface PreviewPanelProps {
  state: PreviewState;
  base: { code: string; symbol: string };
  paySymbol: string;
}

const clock = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
};

/** The figures the server would charge now: rate, amount in the pay currency, charge, total, credit. */
export function PreviewPanel({ state, base, paySymbol }: PreviewPanelProps) {
  const t = useTranslations('recharge');
  return (
    <section className={styles.preview} aria-labelledby="recharge-preview-title" aria-live="polite" aria-busy={state.status === 'loading' || undefined}>
      <h2 id="recharge-preview-title" className={styles.previewTitle}>
        {t('previewHeading')}
      </h2>
      {state.status === 'idle' ? <p className={styles.muted}>{t('previewEmpty')}</p> : null}
      {state.status === 'loading' ? <p className={styles.muted}>{t('previewLoading')}</p> : null}
      {state.status === 'failed' ? <p className={styles.error}>{state.message}</p> : null}
      {state.status === 'ready' ? <QuoteFacts state={state} base={base} paySymbol={paySymbol} /> : null}
    </section>
  );
}

function QuoteFacts({ state, base, paySymbol }: { state: Extract<PreviewState, { status: 'ready' }>; base: PreviewPanelProps['base']; paySymbol: string }) {
  const t = useTranslations('recharge');
  const { quote } = state;
  const until = clock(quote.expiresAt);
  return (
    <>
      <FactList
        facts={[
          { term: t('rate'), value: t('rateValue', { base: base.code, rate: trimDecimal(quote.rate), pay: quote.currency }) },
          { term: t('payAmount', { currency: quote.currency }), value: <Money value={quote.payAmount} symbol={paySymbol} /> },
          { term: t('serviceCharge'), value: <Money value={quote.serviceCharge} symbol={paySymbol} /> },
          { term: t('totalPay'), value: <Money value={quote.totalPay} symbol={paySymbol} />, look: ['strong'] },
          { term: t('credit'), value: <Money value={quote.creditAmount} symbol={base.symbol} /> },
        ]}
      />
      {until ? <p className={styles.hint}>{t('quoteValid', { time: until })}</p> : null}
    </>
  );
}

/**
 * Next to the button that leaves for the provider: what the provider charges, in its own currency (by its code:
 * "¥" alone could be yen), and what the wallet gets. Nothing until the figures for the current input are in.
 */
export function PaySummary({
  state,
  method,
  base,
  paySymbol,
}: {
  state: PreviewState;
  method: PaymentMethodInfo;
  base: PreviewPanelProps['base'];
  paySymbol: string;
}) {
  const t = useTranslations('recharge');
  const tf = useTranslations('funds');
  if (state.status !== 'ready') return null;
  const { quote } = state;
  const key = `method.${method.method}` as 'method.1';
  return (
    <p className={styles.paySummary} data-testid="pay-summary">
      {t.rich('paySummary', {
        method: tf.has(key) ? tf(key) : method.name,
        currency: quote.currency,
        total: () => <Money value={quote.totalPay} symbol={paySymbol} className={styles.payTotal} />,
        credit: () => <Money value={quote.creditAmount} symbol={base.symbol} />,
      })}
    </p>
  );
}
