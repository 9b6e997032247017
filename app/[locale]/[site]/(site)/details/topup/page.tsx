import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { TopupDetailPage } from '@/components/funds/topup/topup-detail-page';

export const generateMetadata = routeMetadata('detailsTopup');

// The member's own top-up, read with the session per request (and ?query values).
export const dynamic = 'force-dynamic';

/** /details/topup?id=TOPUP…[&from=return&<the provider's return parameters>] */
export default async function Page({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <TopupDetailPage locale={locale} site={site} search={await searchParams} />;
}
