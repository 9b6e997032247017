import { setRequestLocale } from 'next-intl/server';
import { MyCouponsPage } from '@/components/coupons/my-coupons-page';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('coupon');

/** /user/coupon (?status=&page=): the member's coupons by status (usable by default). */
export default async function CouponRoute({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <MyCouponsPage locale={locale} site={site} search={await searchParams} />;
}
