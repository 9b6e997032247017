import type { Locale } from '@/lib/contract/constants';
import type { NavigationItem } from '@/lib/contract/wire';
import { resolveNavLink } from '@/lib/site/nav-links';
import { NavLink } from './nav-link';
import { NAV_ID } from './header-ids';
import styles from './header.module.css';

interface MainNavProps {
  items: NavigationItem[];
  host: string;
  locale: Locale;
  label: string;
  moreLabel: string;
}

function Dropdown({ items, host, locale, className = styles.dropdown }: { items: NavigationItem[]; host: string; locale: Locale; className?: string }) {
  return (
    <ul className={className}>
      {items.map((child) => (
        <li key={child.id}>
          <NavLink link={resolveNavLink(child, host)} locale={locale} className={styles.dropdownLink}>
            {child.displayName}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The header's main navigation, one row on wide screens: what does not fit goes into "more"
 * (./header-dom, fitNavigation). Children open as a dropdown on :hover and :focus-within (pure CSS, keyboard
 * reachable: tabbing into the parent shows its children); in the narrow layout they are listed under
 * their parent.
 */
export function MainNav({ items, host, locale, label, moreLabel }: MainNavProps) {
  if (items.length === 0) return null;
  return (
    <div id={NAV_ID} className={styles.nav}>
      <nav aria-label={label} className={styles.navInner} data-mark-current>
        <ul className={styles.navList} data-nav-list>
          {items.map((item, index) => {
            const children = item.children ?? [];
            return (
              <li key={item.id} className={styles.navItem} data-nav-index={index} data-has-children={children.length > 0 || undefined}>
                <NavLink link={resolveNavLink(item, host)} locale={locale} className={styles.navLink}>
                  {item.displayName}
                  {children.length > 0 ? <span aria-hidden="true" className={styles.caret} /> : null}
                </NavLink>
                {children.length > 0 ? <Dropdown items={children} host={host} locale={locale} /> : null}
              </li>
            );
          })}
          <li className={`${styles.navItem} ${styles.navMore}`} data-nav-more data-has-children hidden>
            <button type="button" className={styles.navLink}>
              {moreLabel}
              <span aria-hidden="true" className={styles.caret} />
            </button>
            <ul className={`${styles.dropdown} ${styles.dropdownEnd}`}>
              {items.map((item, index) => (
                <li key={item.id} data-more-index={index} hidden>
                  <NavLink link={resolveNavLink(item, host)} locale={locale} className={styles.dropdownLink}>
                    {item.displayName}
                  </NavLink>
                  {item.children?.length ? <Dropdown items={item.children} host={host} locale={locale} className={styles.moreChildren} /> : null}
                </li>
              ))}
            </ul>
          </li>
        </ul>
      </nav>
    </div>
  );
}
