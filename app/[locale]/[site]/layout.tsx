import '@/app/styles/globals.css';
import { Suspense, type ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ChunkReload } from '@/components/layout/chunk-reload';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { RouteProgress } from '@/components/layout/route-progress';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { HttpSetup } from '@/components/providers/http-setup';
import { routing } from '@/lib/i18n/routing';
import { getSiteConfig } from '@/lib/site/get-site';

// One build serves every host: nothing is prerendered at build time, each host + language is rendered
// on its first visit and cached (ISR). Never read cookies()/headers() here: it would make every page
// dynamic.
export const dynamicParams = true;
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

interface RootLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string; site: string }>;
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: Omit<RootLayoutProps, 'children'>): Promise<Metadata> {
  const { locale, site } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [config, t] = await Promise.all([getSiteConfig(site, locale), getTranslations({ locale, namespace: 'meta' })]);
  const siteName = config.site.displaySiteName || t('defaultSiteName');
  return {
    title: { template: `%s | ${siteName}`, default: siteName },
    description: t('description', { siteName }),
    applicationName: siteName,
    // Without a configured favicon an empty icon stops the browser asking for /favicon.ico.
    icons: { icon: config.site.favicon || 'data:,' },
  };
}

/** The root layout (the proxy rewrites every page to /{locale}/{site}/…). */
export default async function RootLayout({ children, params }: RootLayoutProps) {
  const { locale, site } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const config = await getSiteConfig(site, locale);

  return (
    <html lang={locale === 'en' ? 'en' : 'zh-Hans'} data-theme={config.site.theme}>
      <body>
        <ScopedIntlProvider namespaces={['errors']}>
          <HttpSetup />
          <Suspense fallback={null}>
            <RouteProgress />
          </Suspense>
          <ChunkReload />
          <OfflineNotice />
          {children}
        </ScopedIntlProvider>
      </body>
    </html>
  );
}
