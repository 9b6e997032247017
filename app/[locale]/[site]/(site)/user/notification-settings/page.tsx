import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { NotificationsPage } from '@/components/account/notifications-page';

export const generateMetadata = routeMetadata('notificationSettings');

/** /user/notification-settings */
export default async function Page({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <NotificationsPage locale={locale} site={site} />;
}
