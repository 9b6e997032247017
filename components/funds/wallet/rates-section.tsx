import { getTranslations } from 'next-intl/server';
import { RatesDisclosure } from './rates-disclosure';
import { WalletSection } from './wallet-section';

/** SPEC "Withdrawal and records": the exchange and withdrawal rates against the base currency, folded away (read when opened). */
export async function RatesSection({ base }: { base: string }) {
  const [t, common] = await Promise.all([getTranslations('wallet.rates'), getTranslations('common')]);
  return (
    <WalletSection id="wallet-rates" title={t('heading')}>
      <RatesDisclosure
        texts={{
          summary: t('summary'),
          exchange: t('exchange', { base }),
          withdrawal: t('withdrawal', { base }),
          currency: t('currency'),
          symbol: t('symbol'),
          rate: t('rate'),
          updated: t('updated'),
          empty: t('empty'),
          loadFailed: t('loadFailed'),
          loading: common('loading'),
          retry: common('retry'),
        }}
      />
    </WalletSection>
  );
}
