import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { UserMenuDisclosure } from './user-menu-disclosure';
import { UserSideMenu } from './user-side-menu';
import { USER_MENU, type ResolvedMenuGroup } from './user-menu-items';
import styles from './user-shell.module.css';

interface UserShellProps {
  locale: Locale;
  primaryColor: string;
  children: ReactNode;
}

/**
 * The user layout: shortcut bar, left menu (220px) and user content (960px), SPEC sections 2 and 9.
 * Below 768px the menu folds behind a menu button above the content.
 */
export async function UserShell({ locale, primaryColor, children }: UserShellProps) {
  const t = await getTranslations('userMenu');
  const href = (pathname: string, query?: Record<string, string>) => getPathname({ href: query ? { pathname, query } : pathname, locale });

  const groups: ResolvedMenuGroup[] = USER_MENU.map((group) => ({
    key: group.labelKey,
    label: t(group.labelKey),
    links: group.links.map((link) => ({
      key: link.labelKey,
      label: t(link.labelKey),
      href: href(link.pathname, link.query),
      pathname: link.pathname,
    })),
  }));

  const shortcuts = [
    { key: 'backHome', label: t('backHome'), href: href('/') },
    { key: 'helpCenter', label: t('helpCenter'), href: href('/help/help-center') },
    { key: 'personalCenter', label: t('personalCenter'), href: href('/user/user-center') },
  ];

  return (
    <div className={styles.shell} style={{ ['--site-primary' as string]: primaryColor }}>
      <nav className={styles.shortcuts} aria-label={t('shortcutLabel')}>
        <ul>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.key}>
              <Link href={shortcut.href}>{shortcut.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>
        <aside className={styles.aside}>
          <UserMenuDisclosure label={t('menuButton')}>
            <UserSideMenu label={t('navLabel')} groups={groups} logoutLabel={t('logout')} loggingOutLabel={t('loggingOut')} homeHref={href('/')} />
          </UserMenuDisclosure>
        </aside>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
