import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { SiteSettings } from '@/lib/contract/wire';
import { getMainNavigation } from '@/lib/site/get-site';
import { hostFromSiteKey } from '@/lib/site/site-key';
import { ThemeLogo } from '@/components/ui/theme-logo';
import { AccountMenu } from './account-menu';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import styles from './header.module.css';

interface SiteHeaderProps {
  site: string;
  locale: Locale;
  settings: SiteSettings;
  siteName: string;
}

/** Logo, main navigation, language switcher and account: server-rendered, small client islands. */
export async function SiteHeader({ site, locale, settings, siteName }: SiteHeaderProps) {
  const [t, items] = await Promise.all([getTranslations({ locale, namespace: 'header' }), getMainNavigation(site, locale)]);
  const homeHref = locale === 'en' ? '/en' : '/';
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <ThemeLogo src={settings.logo} alt={siteName} href="/" className={styles.logo} />
        <MobileMenu label={t('menu')}>
          <MainNav items={items} host={hostFromSiteKey(site)} label={t('mainNav')} moreLabel={t('more')} />
          <div className={styles.tools}>
            <LanguageSwitcher current={locale} labels={{ language: t('language'), chinese: t('chinese'), english: t('english') }} />
            <AccountMenu
              homeHref={homeHref}
              labels={{
                login: t('login'),
                register: t('register'),
                accountMenu: t('accountMenu'),
                personalCenter: t('personalCenter'),
                logout: t('logout'),
                loadingMember: t('loadingMember'),
              }}
            />
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
