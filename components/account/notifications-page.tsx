import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { getNotificationSettings } from '@/lib/api/account';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { userApi } from '@/lib/server-data/user-api';
import { NotificationSettingsForm } from './notification-settings-form';
import styles from './section.module.css';

const SELF = '/user/notification-settings';

/** /user/notification-settings: settings read on the server, the table of switches is a client island. */
export async function NotificationsPage({ locale, site }: { locale: Locale; site: string }) {
  const api = await userApi(locale, site, SELF);
  const [settings, routes, t] = await Promise.all([getNotificationSettings(api), getTranslations('routes'), getTranslations('notifications')]);
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className={styles.title}>
        {routes('notificationSettings')}
      </h1>
      <p className={styles.note}>{t('intro')}</p>
      <ScopedIntlProvider namespaces={['notifications', 'errors']}>
        <NotificationSettingsForm initial={settings.items ?? []} />
      </ScopedIntlProvider>
    </section>
  );
}
