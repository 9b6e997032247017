import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { AddressPage } from '@/components/address/address-page';

export const generateMetadata = routeMetadata('memberAddress');

/** /user/member-address */
export default async function Page({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <AddressPage locale={locale} site={site} />;
}
