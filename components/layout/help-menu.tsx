import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { CurrentLinkMarker } from './current-link-marker';
import { getHelpMenu, type HelpMenuEntry } from './help-categories';
import styles from './help-menu.module.css';

const MENU_ID = 'help-menu';

function Entries({ entries }: { entries: HelpMenuEntry[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.href ? (
            <Link href={entry.href} className={styles.link}>
              {entry.label}
            </Link>
          ) : (
            <span className={styles.group}>{entry.label}</span>
          )}
          {entry.children.length > 0 ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The left help menu built from the help categories; empty or failed answers show a message. */
export async function HelpMenu({ site, locale }: { site: string; locale: Locale }) {
  const [t, menu] = await Promise.all([getTranslations({ locale, namespace: 'help' }), getHelpMenu(site, locale)]);
  return (
    <nav aria-labelledby={`${MENU_ID}-title`} className={styles.menu} id={MENU_ID}>
      <h2 id={`${MENU_ID}-title`} className={styles.title}>
        {t('menuTitle')}
      </h2>
      {menu.entries.length > 0 ? (
        <>
          <Entries entries={menu.entries} />
          <CurrentLinkMarker containerId={MENU_ID} />
        </>
      ) : (
        <p className={styles.empty} role="status">
          {menu.ok ? t('menuEmpty') : t('menuUnavailable')}
        </p>
      )}
    </nav>
  );
}
