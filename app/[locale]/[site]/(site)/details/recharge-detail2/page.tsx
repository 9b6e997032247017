import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { RecordDetailPage } from '@/components/funds/topup/record-detail-page';

export const generateMetadata = routeMetadata('detailsRechargeDetail2');

// The member's own record, read with the session per request (and ?id=).
export const dynamic = 'force-dynamic';

/** /details/recharge-detail2?id=TOPUP…: how one recharge was paid. */
export default async function Page({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <RecordDetailPage locale={locale} site={site} search={await searchParams} />;
}
