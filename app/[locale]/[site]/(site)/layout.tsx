import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { DegradedNotice } from '@/components/layout/degraded-notice';
import { readPageParams, type SiteParams } from '@/components/pages/page-params';
import { getSiteConfig, isFallbackSite } from '@/lib/site/get-site';

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<SiteParams>;
}

/** The default layout (SPEC section 2): header, main content, footer. No cookies()/headers() here. */
export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const [config, t, meta] = await Promise.all([
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  const siteName = config.site.displaySiteName || meta('defaultSiteName');
  const companyName = config.site.dispalyCompanyName || siteName;

  return (
    <div className="site-frame">
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader site={site} locale={locale} settings={config.site} siteName={siteName} />
      <main id="main-content" className="site-main" tabIndex={-1}>
        {isFallbackSite(config) ? <DegradedNotice locale={locale} /> : null}
        {children}
      </main>
      <SiteFooter site={site} locale={locale} settings={config.site} siteName={siteName} companyName={companyName} />
    </div>
  );
}
