import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CustomerServiceContact, MemberDetail, UserCenterSummary } from '@/lib/api/account';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/navigation';
import { LoadFailed } from '@/components/ui/load-state';
import { UserCenterSummaryView } from './user-center-summary';
import { USER_MENU } from './user-menu-items';
import { userContext, userRead } from './user-upstream';
import styles from './user-center.module.css';

const SELF_PATH = '/user/user-center';

/** Name, else phone, else email, else the account name (SPEC section 2, header). */
function displayName(member: MemberDetail): string {
  return member.name || member.phone || member.email || member.userName;
}

/** The personal center (server-rendered): greeting, summary, counts, customer service and the main tasks. */
export async function UserCenter({ locale, site }: { locale: Locale; site: string }) {
  const context = await userContext(locale, site, SELF_PATH);
  const [member, summary, service, routes, t, menu] = await Promise.all([
    userRead<MemberDetail>(context, SELF_PATH, 'GET', '/api/u/user'),
    userRead<UserCenterSummary>(context, SELF_PATH, 'GET', '/api/u/user/center'),
    userRead<CustomerServiceContact>(context, SELF_PATH, 'GET', '/api/user-management/exclusive-customer-service/my'),
    getTranslations('routes'),
    getTranslations('userArea'),
    getTranslations('userMenu'),
  ]);
  const tasks = USER_MENU.flatMap((group) => group.links).filter((link) => link.labelKey !== 'notifications');

  return (
    <section aria-labelledby="user-center-title">
      <h1 id="user-center-title" className={styles.title}>
        {routes('userCenter')}
      </h1>
      {member && summary ? (
        <>
          <p className={styles.greeting}>{t('greeting', { name: displayName(member) })}</p>
          <p className={styles.welcome}>{t('welcome')}</p>
          <UserCenterSummaryView summary={summary} service={service} />
        </>
      ) : (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} href={getPathname({ href: SELF_PATH, locale })} />
      )}
      <h2 className={styles.subtitle}>{t('shortcutsHeading')}</h2>
      <ul className={styles.grid}>
        {tasks.map((task) => (
          <li key={task.labelKey}>
            <Link
              className={styles.tile}
              href={getPathname({ href: task.query ? { pathname: task.pathname, query: task.query } : task.pathname, locale })}
            >
              {menu(task.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
