'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { LogoutButton } from './logout-button';
import type { ResolvedMenuGroup } from './user-menu-items';
import styles from './user-side-menu.module.css';

interface UserSideMenuProps {
  label: string;
  groups: ResolvedMenuGroup[];
  logoutLabel: string;
  loggingOutLabel: string;
  homeHref: string;
}

/** Whether the browser path (with or without a locale prefix) is the menu entry's page. */
function isCurrent(browserPath: string | null, pathname: string): boolean {
  if (!browserPath) return false;
  const path = browserPath.replace(/\/+$/, '');
  return path === pathname || path.endsWith(pathname);
}

/** The left menu of the user area; the entry of the current page carries aria-current="page". */
export function UserSideMenu({ label, groups, logoutLabel, loggingOutLabel, homeHref }: UserSideMenuProps) {
  const browserPath = usePathname();
  return (
    <nav className={styles.menu} aria-label={label}>
      {groups.map((group, index) => {
        const isLast = index === groups.length - 1;
        const headingId = `user-menu-${group.key}`;
        return (
          <div key={group.key} className={styles.group}>
            <p id={headingId} className={styles.groupTitle}>
              {group.label}
            </p>
            <ul className={styles.list} aria-labelledby={headingId}>
              {group.links.map((link) => {
                const current = isCurrent(browserPath, link.pathname);
                return (
                  <li key={link.key}>
                    <Link className={styles.link} href={link.href} aria-current={current ? 'page' : undefined}>
                      {link.label}
                    </Link>
                  </li>
                );
              })}
              {isLast ? (
                <li>
                  <LogoutButton className={styles.logout} label={logoutLabel} pendingLabel={loggingOutLabel} homeHref={homeHref} />
                </li>
              ) : null}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
