import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { UserCenter } from '@/components/user/user-center';

export const generateMetadata = routeMetadata('userCenter');

/** /user/user-center: greets the member (read on the server) and offers the main tasks. */
export default async function UserCenterPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <UserCenter locale={locale} site={site} />;
}
