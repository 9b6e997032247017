import { getTranslations } from 'next-intl/server';
import { getWallet, listCurrencyRates, listTransactionRecords, listUnpaid, listWithdrawalRates } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/navigation';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import type { SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { BalanceCard } from './balance-card';
import { PendingTopups } from './pending-topups';
import { RatesSection } from './rates-section';
import { UnpaidSection } from './unpaid-section';
import { WalletLinks } from './wallet-links';
import { settle } from '@/lib/server-data/loaded';
import { WALLET_PATHS } from './wallet-paths';
import { readWalletQuery, recordListRequest } from './wallet-query';
import { WalletRecordsSection } from './wallet-records-section';

/** The client islands' catalog namespaces (`recharge`: the shared insufficient-balance dialog). */
const CLIENT_NAMESPACES = ['wallet', 'funds', 'list', 'errors', 'recharge'] as const;

/** The page's query string as it came (the tabs keep every other parameter). */
function queryOf(search: SearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params.toString();
}

/**
 * /user/my-wallet, read on the server: the balance card, top-ups in progress, bills to pay, the records of
 * the tab and search the URL names, the rates and links to the other records. The wallet itself failing
 * goes to the user area's error page (retry); any other read failing leaves a retry in its section.
 */
export async function WalletPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const query = readWalletQuery(search, new Date());
  const api = await userApi(locale, site, WALLET_PATHS.wallet);
  const [wallet, unpaid, records, currencyRates, withdrawalRates, routes, t] = await Promise.all([
    getWallet(api),
    settle(listUnpaid({}, api)),
    settle(listTransactionRecords(recordListRequest(query.state, query.filter), api)),
    settle(listCurrencyRates(api)),
    settle(listWithdrawalRates(api)),
    getTranslations('routes'),
    getTranslations('wallet'),
  ]);
  const symbol = wallet.currencySymbol;
  return (
    <PageFrame id="wallet" title={routes('myWallet')} subtitle={t('intro')}>
      <ScopedIntlProvider namespaces={CLIENT_NAMESPACES}>
        <BalanceCard wallet={wallet} locale={locale} />
        <PendingTopups topups={wallet.pendingTopups} symbol={symbol} />
        <UnpaidSection unpaid={unpaid} symbol={symbol} />
        <WalletRecordsSection
          records={records}
          query={query}
          pathname={getPathname({ href: WALLET_PATHS.wallet, locale })}
          queryString={queryOf(search)}
          symbol={symbol}
        />
      </ScopedIntlProvider>
      <RatesSection currencyRates={currencyRates} withdrawalRates={withdrawalRates} base={wallet.currencyCode} />
      <WalletLinks locale={locale} />
    </PageFrame>
  );
}
