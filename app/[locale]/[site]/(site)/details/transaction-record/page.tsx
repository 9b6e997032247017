import { setRequestLocale } from 'next-intl/server';
import { TransactionRecordPage } from '@/components/funds/records/transaction-record-page';
import { TransactionRecordsPage } from '@/components/funds/records/transaction-records-page';
import { firstQueryValue, readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('detailsTransactionRecord');

/** /details/transaction-record (?kind=&status=&from=&to=&keyword=&page=&pageSize=), or one record with ?id=TRAN… */
export default async function DetailsTransactionRecordPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const search = await searchParams;
  const id = firstQueryValue(search.id);
  return id ? (
    <TransactionRecordPage locale={locale} site={site} id={id} search={search} />
  ) : (
    <TransactionRecordsPage locale={locale} site={site} search={search} />
  );
}
