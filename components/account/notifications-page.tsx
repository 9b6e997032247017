import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { NotificationSetting } from '@/lib/api/account';
import { getPathname } from '@/lib/i18n/navigation';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { LoadFailed } from '@/components/ui/load-state';
import { userContext, userRead } from '@/components/user/user-upstream';
import { NotificationSettingsForm } from './notification-settings-form';
import styles from './section.module.css';

const SELF = '/user/notification-settings';

/** /user/notification-settings: settings read on the server, the table of switches is a client island. */
export async function NotificationsPage({ locale, site }: { locale: Locale; site: string }) {
  const context = await userContext(locale, site, SELF);
  const [settings, routes, t] = await Promise.all([
    userRead<{ items: NotificationSetting[] }>(context, SELF, 'GET', '/api/user/notification/settings'),
    getTranslations('routes'),
    getTranslations('notifications'),
  ]);
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className={styles.title}>
        {routes('notificationSettings')}
      </h1>
      <p className={styles.note}>{t('intro')}</p>
      {settings ? (
        <ScopedIntlProvider namespaces={['notifications', 'errors']}>
          <NotificationSettingsForm initial={settings.items ?? []} />
        </ScopedIntlProvider>
      ) : (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} href={getPathname({ href: SELF, locale })} />
      )}
    </section>
  );
}
