import { getTranslations } from 'next-intl/server';
import type { CurrencyRate } from '@/lib/api/funds';
import { EmptyState } from '@/components/ui/empty-state';
import type { Loaded } from '@/lib/server-data/loaded';
import { DateTime } from '@/components/ui/date-time';
import { WalletSection } from './wallet-section';
import small from '@/components/ui/small-table.module.css';
import styles from './wallet.module.css';

interface RatesSectionProps {
  currencyRates: Loaded<CurrencyRate[]>;
  withdrawalRates: Loaded<CurrencyRate[]>;
  /** The base currency's code (what the rates are against). */
  base: string;
}

async function RateTable({ caption, rates, pick }: { caption: string; rates: Loaded<CurrencyRate[]>; pick: (rate: CurrencyRate) => string }) {
  const t = await getTranslations('wallet');
  if (!rates.ok) return <EmptyState title={t('rates.loadFailed')} retryLabel={t('retry')} role="alert" />;
  return (
    <div className={styles.rateBox}>
      <table className={`${styles.rates} ${small.stacked}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rates.currency')}</th>
            <th scope="col">{t('rates.symbol')}</th>
            <th scope="col">{t('rates.rate')}</th>
            <th scope="col">{t('rates.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.data.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('rates.empty')}</td>
            </tr>
          ) : (
            rates.data.map((rate) => (
              <tr key={rate.currency}>
                <th scope="row">{rate.currency}</th>
                <td data-label={t('rates.symbol')}>{rate.symbol}</td>
                <td className={styles.number} data-label={t('rates.rate')}>
                  {pick(rate)}
                </td>
                <td data-label={t('rates.updated')}>
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

/** SPEC "Withdrawal and records": the exchange and withdrawal rates, read-only, folded away by default. */
export async function RatesSection({ currencyRates, withdrawalRates, base }: RatesSectionProps) {
  const t = await getTranslations('wallet.rates');
  return (
    <WalletSection id="wallet-rates" title={t('heading')}>
      <details className={styles.disclosure}>
        <summary>{t('summary')}</summary>
        <RateTable caption={t('exchange', { base })} rates={currencyRates} pick={(rate) => rate.rate} />
        <RateTable caption={t('withdrawal', { base })} rates={withdrawalRates} pick={(rate) => rate.withdrawalRate} />
      </details>
    </WalletSection>
  );
}
