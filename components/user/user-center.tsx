import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { Member } from '@/lib/contract/wire';
import { getPathname } from '@/lib/i18n/navigation';
import { readAuthorization } from '@/lib/session/server-session';
import { getSiteConfig } from '@/lib/site/get-site';
import { UpstreamError, upstreamJson } from '@/lib/upstream/server-call';
import { redirectToLogin } from './login-redirect';
import { USER_MENU } from './user-menu-items';
import styles from './user-center.module.css';

const SELF_PATH = '/user/user-center';

/** Name, else phone, else email, else the account name (SPEC section 2, header). */
function displayName(member: Member): string {
  return member.name || member.phone || member.email || member.userName;
}

async function loadMember(locale: Locale, site: string): Promise<Member | null> {
  const selfHref = getPathname({ href: SELF_PATH, locale });
  const authorization = await readAuthorization();
  if (!authorization) redirectToLogin(locale, selfHref);
  const config = await getSiteConfig(site, locale);
  let unauthorized = false;
  try {
    return await upstreamJson<Member>(
      { siteKey: site, locale, authorization, tenantId: config.currentTenant.id || undefined },
      'GET',
      '/api/u/user',
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) unauthorized = true;
    else console.error('[user-center] GET /api/u/user failed:', (error as Error).message);
  }
  if (unauthorized) redirectToLogin(locale, selfHref);
  return null;
}

/** The personal center: greets the member and offers the main tasks of the user menu. */
export async function UserCenter({ locale, site }: { locale: Locale; site: string }) {
  const [member, routes, t, menu] = await Promise.all([
    loadMember(locale, site),
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
      {member ? (
        <>
          <p className={styles.greeting}>{t('greeting', { name: displayName(member) })}</p>
          <p className={styles.welcome}>{t('welcome')}</p>
        </>
      ) : (
        <div role="alert">
          <p className={styles.error}>{t('loadFailed')}</p>
          <p>
            <a className={styles.retry} href={getPathname({ href: SELF_PATH, locale })}>
              {t('retry')}
            </a>
          </p>
        </div>
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
