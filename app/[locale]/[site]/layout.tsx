import '@/app/styles/globals.css';
import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ShellRuntime } from '@/components/layout/client-shell';
import type { ErrorMessages } from '@/lib/api/runtime';
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

/** The root layout (next.config rewrites every page to /{locale}/{site}/…). */
export default async function RootLayout({ children, params }: RootLayoutProps) {
  const { locale, site } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [config, shell, common, messages] = await Promise.all([
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'shell' }),
    getTranslations({ locale, namespace: 'common' }),
    getMessages({ locale }),
  ]);
  const errors = (messages.errors ?? {}) as Partial<ErrorMessages>;

  // No NextIntlClientProvider here: the shell's client islands get translated strings as props (its
  // runtime is ~12 KB gzip on every page). Client forms that format messages wrap themselves in
  // <ScopedIntlProvider namespaces={[…]}> or AuthMessagesProvider.
  return (
    <html lang={locale === 'en' ? 'en' : 'zh-Hans'} data-theme={config.site.theme}>
      <body>
        <ShellRuntime
          locale={locale}
          errors={errors}
          offlineLabel={shell('offline')}
          strings={{
            errorSubtitle: shell('errorSubtitle'),
            errorUnknown: shell('errorUnknown'),
            // The raw message: the error view fills in {digest} itself.
            errorCode: shell.raw('errorCode') as string,
            retry: common('retry'),
            loading: common('loading'),
            backHome: common('backHome'),
            homeHref: locale === 'en' ? '/en' : '/',
          }}
        >
          {children}
        </ShellRuntime>
      </body>
    </html>
  );
}
