import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { AddressPage } from '@/components/address/address-page';
import type { SearchParams } from '@/components/ui/list/list-query';

export const generateMetadata = routeMetadata('memberAddress');

/** /user/member-address (?page=&pageSize=&sort=) */
export default async function Page({ params, searchParams }: PageProps & { searchParams: Promise<SearchParams> }) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <AddressPage locale={locale} site={site} search={await searchParams} />;
}
