'use client';

import { useState } from 'react';
import { listCurrencyRates, listWithdrawalRates, type CurrencyRate } from '@/lib/api/funds';
import { DateTime } from '@/components/ui/date-time';
import { Loading } from '@/components/ui/load-state';
import { RetryButton } from '@/components/ui/retry-button';
import small from '@/components/ui/small-table.module.css';
import styles from './wallet.module.css';

/** The disclosure's words, from the server (`wallet.rates`, the captions with the base currency filled in). */
export interface RatesTexts {
  summary: string;
  exchange: string;
  withdrawal: string;
  currency: string;
  symbol: string;
  rate: string;
  updated: string;
  empty: string;
  loadFailed: string;
  loading: string;
  retry: string;
}

type Rates = { kind: 'idle' | 'loading' | 'failed' } | { kind: 'ready'; exchange: CurrencyRate[]; withdrawal: CurrencyRate[] };

/**
 * SPEC "Withdrawal and records": the exchange and withdrawal rates, read-only, folded away. They are read when the
 * disclosure is first opened, not with the page: most visits never open it, and every page's HTML carries its tables
 * twice (drawn, and in the page's data).
 */
export function RatesDisclosure({ texts }: { texts: RatesTexts }) {
  const [rates, setRates] = useState<Rates>({ kind: 'idle' });

  async function load() {
    setRates({ kind: 'loading' });
    try {
      const [exchange, withdrawal] = await Promise.all([listCurrencyRates(), listWithdrawalRates()]);
      setRates({ kind: 'ready', exchange, withdrawal });
    } catch {
      setRates({ kind: 'failed' });
    }
  }

  return (
    <details
      className={styles.disclosure}
      onToggle={(event) => {
        if (event.currentTarget.open && rates.kind === 'idle') void load();
      }}
    >
      <summary>{texts.summary}</summary>
      {rates.kind === 'loading' ? <Loading label={texts.loading} rows={4} /> : null}
      {rates.kind === 'failed' ? (
        <div role="alert" className={styles.rateBox}>
          <p>{texts.loadFailed}</p>
          <RetryButton label={texts.retry} variant="default" onRetry={() => void load()} />
        </div>
      ) : null}
      {rates.kind === 'ready' ? (
        <>
          <RateTable caption={texts.exchange} rates={rates.exchange} pick={(rate) => rate.rate} texts={texts} />
          <RateTable caption={texts.withdrawal} rates={rates.withdrawal} pick={(rate) => rate.withdrawalRate} texts={texts} />
        </>
      ) : null}
    </details>
  );
}

function RateTable({ caption, rates, pick, texts }: { caption: string; rates: CurrencyRate[]; pick: (rate: CurrencyRate) => string; texts: RatesTexts }) {
  return (
    <div className={styles.rateBox}>
      <table className={`${styles.rates} ${small.stacked}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.currency}</th>
            <th scope="col">{texts.symbol}</th>
            <th scope="col">{texts.rate}</th>
            <th scope="col">{texts.updated}</th>
          </tr>
        </thead>
        <tbody>
          {rates.length === 0 ? (
            <tr>
              <td colSpan={4}>{texts.empty}</td>
            </tr>
          ) : (
            rates.map((rate) => (
              <tr key={rate.currency}>
                <th scope="row">{rate.currency}</th>
                <td data-label={texts.symbol}>{rate.symbol}</td>
                <td className={styles.number} data-label={texts.rate}>
                  {pick(rate)}
                </td>
                <td data-label={texts.updated}>
                  <DateTime value={rate.updatedAt} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
