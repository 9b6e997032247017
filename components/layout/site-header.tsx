import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { SiteSettings } from '@/lib/contract/wire';
import { localizeHref } from '@/lib/i18n/paths';
import { getMainNavigation } from '@/lib/site/get-site';
import { hostFromSiteKey } from '@/lib/site/site-key';
import logoStyles from '@/components/ui/theme-logo.module.css';
import { cartMergeSettings } from '@/components/ship-for-me/local-cart/cart-merge-settings';
import { AccountLinks, AccountLoading } from './account-links';
import { HeaderIsland } from './client-shell';
import { PANEL_ID } from './header-ids';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import styles from './header.module.css';

interface SiteHeaderProps {
  site: string;
  locale: Locale;
  settings: SiteSettings;
  siteName: string;
}

/**
 * Logo, main navigation, language switcher and account, server-rendered with one client island
 * (./header-island). Below 1024px the navigation and tools fold into a popover panel behind the menu
 * button: it opens, closes on Escape or a click outside, without JavaScript.
 */
export async function SiteHeader({ site, locale, settings, siteName }: SiteHeaderProps) {
  const [t, items, cart] = await Promise.all([getTranslations({ locale, namespace: 'header' }), getMainNavigation(site, locale), cartMergeSettings(locale)]);
  const href = (path: string) => localizeHref(path, locale);
  const hrefs = { home: href('/'), login: href('/login'), register: href('/register'), personalCenter: href('/user/user-center') };
  const labels = {
    login: t('login'),
    register: t('register'),
    accountMenu: t('accountMenu'),
    personalCenter: t('personalCenter'),
    logout: t('logout'),
    loadingMember: t('loadingMember'),
  };
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* ThemeLogo's markup without its next/link (a client module the layout would load on every page). */}
        <a href={href('/')} className={`${logoStyles.logo} ${styles.logo}`} data-soft="">
          {settings.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- logo from the site configuration, any host
            <img src={settings.logo} alt={siteName} className={logoStyles.image} />
          ) : (
            <span className={logoStyles.text}>{siteName}</span>
          )}
        </a>
        <button type="button" className={styles.menuButton} popoverTarget={PANEL_ID}>
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className="sr-only">{t('menu')}</span>
        </button>
        <div id={PANEL_ID} className={styles.panel} popover="auto">
          <MainNav items={items} host={hostFromSiteKey(site)} locale={locale} label={t('mainNav')} moreLabel={t('more')} />
          <div className={styles.tools}>
            <LanguageSwitcher current={locale} labels={{ language: t('language'), chinese: t('chinese'), english: t('english') }} />
            <HeaderIsland
              hrefs={hrefs}
              labels={labels}
              cart={cart}
              visitor={<AccountLinks hrefs={hrefs} labels={labels} />}
              loading={<AccountLoading label={labels.loadingMember} />}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
