import { setRequestLocale } from 'next-intl/server';
import { BizRedirectPage } from '@/components/content/biz-redirect-page';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('bizRedirect');

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

/** /biz-redirect?linkType=…&value=…&target=…: a redirect to where a business link points. */
export default async function BizRedirectRoute({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <BizRedirectPage locale={locale} site={site} search={await searchParams} />;
}
