import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { redirect } from '@/lib/i18n/localized-navigation';

export const generateMetadata = routeMetadata('user');

/** /user: the personal center lives at /user/user-center. */
export default async function UserPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  redirect({ href: '/user/user-center', locale });
}
