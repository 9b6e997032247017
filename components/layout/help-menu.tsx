import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { localizeHref } from '@/lib/i18n/paths';
import { getHelpMenu, type HelpMenuEntry } from './help-categories';
import styles from './help-menu.module.css';

const MENU_ID = 'help-menu';

function Entries({ entries, locale }: { entries: HelpMenuEntry[]; locale: Locale }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.href ? (
            <a href={localizeHref(entry.href, locale)} className={styles.link} data-soft="">
              {entry.label}
            </a>
          ) : (
            <span className={styles.group}>{entry.label}</span>
          )}
          {entry.children.length > 0 ? <Entries entries={entry.children} locale={locale} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The left help menu built from the help categories; empty or failed answers show a message. The header's
 * island marks the current page's link (`data-mark-current`) and follows the links client-side.
 */
export async function HelpMenu({ site, locale }: { site: string; locale: Locale }) {
  const [t, menu] = await Promise.all([getTranslations({ locale, namespace: 'help' }), getHelpMenu(site, locale)]);
  return (
    <nav aria-labelledby={`${MENU_ID}-title`} className={styles.menu} id={MENU_ID} data-mark-current>
      <h2 id={`${MENU_ID}-title`} className={styles.title}>
        {t('menuTitle')}
      </h2>
      {menu.entries.length > 0 ? (
        <Entries entries={menu.entries} locale={locale} />
      ) : (
        <p className={styles.empty} role="status">
          {menu.ok ? t('menuEmpty') : t('menuUnavailable')}
        </p>
      )}
    </nav>
  );
}
