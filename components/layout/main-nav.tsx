import type { NavigationItem } from '@/lib/contract/wire';
import { resolveNavLink } from '@/lib/site/nav-links';
import { NavLink } from './nav-link';
import styles from './header.module.css';

interface MainNavProps {
  items: NavigationItem[];
  host: string;
  label: string;
}

/**
 * The header's main navigation. Children open as a dropdown on :hover and :focus-within (pure CSS,
 * keyboard reachable: tabbing into the parent shows its children); in the narrow layout they are
 * listed under their parent.
 */
export function MainNav({ items, host, label }: MainNavProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.navList}>
        {items.map((item) => {
          const children = item.children ?? [];
          return (
            <li key={item.id} className={styles.navItem} data-has-children={children.length > 0 || undefined}>
              <NavLink link={resolveNavLink(item, host)} className={styles.navLink}>
                {item.displayName}
                {children.length > 0 ? <span aria-hidden="true" className={styles.caret} /> : null}
              </NavLink>
              {children.length > 0 ? (
                <ul className={styles.dropdown}>
                  {children.map((child) => (
                    <li key={child.id}>
                      <NavLink link={resolveNavLink(child, host)} className={styles.dropdownLink}>
                        {child.displayName}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
