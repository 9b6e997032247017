import { setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('shipForMeExtensionSubmit');

/** /ship-for-me/extension/submit */
export default async function ShipForMeExtensionSubmitPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <AuthCard locale={locale} routeKey="shipForMeExtensionSubmit" wide />;
}
