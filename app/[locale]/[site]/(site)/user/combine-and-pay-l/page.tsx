import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { CombinePayPage } from '@/components/combined-order/pay/combine-pay-page';

export const generateMetadata = routeMetadata('combineAndPayL');

/** /user/combine-and-pay-l (?ids=a,b; else the ids the pending-payment page stored in lsCombinePay) */
export default async function CombineAndPayLPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <CombinePayPage locale={locale} site={site} search={await searchParams} />;
}
