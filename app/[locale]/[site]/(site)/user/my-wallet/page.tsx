import { setRequestLocale } from 'next-intl/server';
import { WalletPage } from '@/components/funds/wallet/wallet-page';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import type { SearchParams } from '@/components/ui/list/list-query';

export const generateMetadata = routeMetadata('myWallet');

/** /user/my-wallet (?tab=&days=&from=&to=&kind=&status=&keyword=&page=&pageSize=) */
export default async function MyWalletPage({ params, searchParams }: PageProps & { searchParams: Promise<SearchParams> }) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <WalletPage locale={locale} site={site} search={await searchParams} />;
}
