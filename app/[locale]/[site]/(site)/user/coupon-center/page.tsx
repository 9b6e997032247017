import { setRequestLocale } from 'next-intl/server';
import { CouponCenterPage } from '@/components/coupons/coupon-center-page';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('couponCenter');

/** /user/coupon-center (?page=): the coupons the member may receive now, and their points. */
export default async function CouponCenterRoute({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <CouponCenterPage locale={locale} site={site} search={await searchParams} />;
}
