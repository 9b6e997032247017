import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { AccountPage } from '@/components/account/account-page';

export const generateMetadata = routeMetadata('userInformation');

/** /user/user-information */
export default async function Page({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <AccountPage locale={locale} site={site} />;
}
