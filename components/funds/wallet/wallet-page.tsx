import { getTranslations } from 'next-intl/server';
import { getWallet, listTransactionRecords, listUnpaid } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import type { SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { TABLE_MESSAGES } from '@/components/ui/list/table-messages';
import { PickedIntlProvider } from '@/components/ui/picked-intl-provider';
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
import { topupRowOf } from './topup-row';

/**
 * The catalog's parts the client islands read: the pending top-ups, the bills, the records' table, search and
 * export, the shared insufficient-balance dialog (`recharge.insufficient`) and the errors they show.
 */
const CLIENT_MESSAGES = [
  ...TABLE_MESSAGES,
  'funds.method',
  'funds.status',
  'funds.kind',
  'funds.unsettled',
  'wallet.pending',
  'wallet.unpaid',
  'wallet.records',
  'wallet.filters',
  'recharge.insufficient',
  'errors.requestMsg',
] as const;

/** The page's query string as it came (the tabs keep every other parameter). */
function queryOf(search: SearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params.toString();
}

/**
 * /user/my-wallet, read on the server: the balance card, top-ups in progress, bills to pay, the records of
 * the tab and search the URL names and links to the other records; the rates, folded away, are read when opened. The wallet itself failing
 * goes to the user area's error page (retry); any other read failing leaves a retry in its section.
 */
export async function WalletPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const query = readWalletQuery(search, new Date());
  const api = await userApi(locale, site, WALLET_PATHS.wallet);
  const [wallet, unpaid, records, routes, t] = await Promise.all([
    getWallet(api),
    settle(listUnpaid({}, api)),
    settle(listTransactionRecords(recordListRequest(query.state, query.filter), api)),
    getTranslations('routes'),
    getTranslations('wallet'),
  ]);
  const symbol = wallet.currencySymbol;
  return (
    <PageFrame id="wallet" title={routes('myWallet')} subtitle={t('intro')}>
      <PickedIntlProvider paths={CLIENT_MESSAGES}>
        <BalanceCard wallet={wallet} locale={locale} />
        <PendingTopups topups={wallet.pendingTopups.map(topupRowOf)} symbol={symbol} />
        <UnpaidSection unpaid={unpaid} symbol={symbol} />
        <WalletRecordsSection
          records={records}
          query={query}
          pathname={getPathname({ href: WALLET_PATHS.wallet, locale })}
          queryString={queryOf(search)}
          symbol={symbol}
        />
      </PickedIntlProvider>
      <RatesSection base={wallet.currencyCode} />
      <WalletLinks locale={locale} />
    </PageFrame>
  );
}
