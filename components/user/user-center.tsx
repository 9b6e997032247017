import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getCurrentMember, getUserCenter, type MemberDetail } from '@/lib/api/account';
import { orNull } from '@/lib/api/client';
import { getCustomerService } from '@/lib/api/reference';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { UserCenterSummaryView } from './user-center-summary';
import { USER_MENU } from './user-menu-items';
import { userApi } from '@/lib/server-data/user-api';
import styles from './user-center.module.css';

const SELF_PATH = '/user/user-center';

/** Name, else phone, else email, else the account name (SPEC section 2, header). */
function displayName(member: MemberDetail): string {
  return member.name || member.phone || member.email || member.userName;
}

/** The personal center (server-rendered): greeting, summary, counts, customer service and the main tasks. */
export async function UserCenter({ locale, site }: { locale: Locale; site: string }) {
  const api = await userApi(locale, site, SELF_PATH);
  const [member, summary, service, routes, t, menu] = await Promise.all([
    getCurrentMember(api),
    getUserCenter(api),
    // A member without an own contact gets 404: the summary then shows none.
    orNull(getCustomerService(api)),
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
      <p className={styles.greeting}>{t('greeting', { name: displayName(member) })}</p>
      <p className={styles.welcome}>{t('welcome')}</p>
      <UserCenterSummaryView summary={summary} service={service} />
      <h2 className={styles.subtitle}>{t('shortcutsHeading')}</h2>
      <ul className={styles.grid}>
        {tasks.map((task) => (
          <li key={task.labelKey}>
            <Link className={styles.tile} href={getPathname({ href: task.query ? { pathname: task.pathname, query: task.query } : task.pathname, locale })}>
              {menu(task.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
