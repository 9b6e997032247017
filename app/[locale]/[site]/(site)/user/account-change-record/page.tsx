import { setRequestLocale } from 'next-intl/server';
import { AccountChangesPage } from '@/components/funds/records/account-changes-page';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('accountChangeRecord');

/** /user/account-change-record (?from=&to=&page=&pageSize=): staff and system adjustments of the balance. */
export default async function AccountChangeRecordPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <AccountChangesPage locale={locale} site={site} search={await searchParams} />;
}
