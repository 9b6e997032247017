import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { BareShell } from '@/components/auth/bare-shell';
import { DegradedNotice } from '@/components/layout/degraded-notice';
import { readPageParams, type SiteParams } from '@/components/pages/page-params';
import { themePrimary } from '@/components/pages/theme-colors';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { getSiteConfig, isFallbackSite } from '@/lib/site/get-site';

interface BareLayoutProps {
  children: ReactNode;
  params: Promise<SiteParams>;
}

/** Pages without header and footer (SPEC section 2, "Layouts"): sign-in, register, extension submit. */
export default async function BareLayout({ children, params }: BareLayoutProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const config = await getSiteConfig(site, locale);
  const primaryColor = themePrimary(config.site.theme);
  // No antd here: the sign-in, register and extension pages are plain forms (issue 25: ≤ 200 KB of first-load
  // JavaScript); a page of this group that needs antd wraps itself in AntdProvider.
  return (
    <BareShell site={config.site} homeHref={getPathname({ href: '/', locale })} primaryColor={primaryColor}>
      {isFallbackSite(config) ? <DegradedNotice locale={locale} /> : null}
      {children}
    </BareShell>
  );
}
