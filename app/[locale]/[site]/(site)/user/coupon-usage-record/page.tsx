import { setRequestLocale } from 'next-intl/server';
import { UsageRecordPage } from '@/components/coupons/usage-record-page';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('couponUsageRecord');

/** /user/coupon-usage-record (?page=&pageSize=): where the member's coupons were used. */
export default async function CouponUsageRecordRoute({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <UsageRecordPage locale={locale} site={site} search={await searchParams} />;
}
