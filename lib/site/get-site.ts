import 'server-only';
import { log } from '@/lib/ops/log';
import { cache } from 'react';
import type { Locale } from '@/lib/contract/constants';
import { DEFAULT_THEME, NavPosition, SiteTheme } from '@/lib/contract/enums';
import { listNavigation } from '@/lib/api/content';
import { getApplicationConfiguration } from '@/lib/api/system';
import type { NavigationItem, SiteConfiguration } from '@/lib/contract/wire';
import { serverApi } from '@/lib/upstream/server-api';
import { markRenderDegraded } from './degraded-render';
import { recentAnswers } from './recent-answers';

const FALLBACK_SITE: SiteConfiguration = {
  id: 'fallback',
  site: {
    theme: DEFAULT_THEME,
    logo: '',
    favicon: '',
    displaySiteName: '',
    dispalyCompanyName: '',
    weChatQrCodeUrl: '',
    baseCurrencyName: 'CNY',
    baseCurrencySymbol: '¥',
    baseCurrencyCode: 'CNY',
  },
  currentTenant: { id: '' },
  localization: { currentCulture: { cultureName: 'zh-Hans' } },
};

/** The configuration could not be read: the page renders with the default look and says so. */
export function isFallbackSite(config: SiteConfiguration): boolean {
  return config === FALLBACK_SITE;
}

/**
 * How long a process reuses a site's configuration and navigation once read. Signed-in pages render per request
 * and asked for both on every render (3 of a list page's 5 backend calls); a change still reaches every process
 * within this, far inside the 120 s bound of the cached public pages (docs/decisions.md, "More than one process").
 */
export const SITE_MEMORY_MS = 10_000;
const configs = recentAnswers<SiteConfiguration | null>({ ttlMs: SITE_MEMORY_MS });
const navigations = recentAnswers<NavigationItem[]>({ ttlMs: SITE_MEMORY_MS });

/**
 * The per-host site configuration. SPEC section 7: a failure is only logged; the page renders with
 * the default look, and that render is not kept in the page cache (lib/site/degraded-render.ts).
 */
export const getSiteConfig = cache(async (siteKey: string, locale: Locale): Promise<SiteConfiguration> => {
  try {
    const config = await configs.read(
      `${siteKey} ${locale}`,
      () => getApplicationConfiguration(serverApi({ siteKey, locale })),
      (answer) => Boolean(answer?.site),
    );
    if (!config?.site) {
      await markRenderDegraded('application-configuration without site');
      return FALLBACK_SITE;
    }
    const theme = Object.values(SiteTheme).includes(config.site.theme) ? config.site.theme : DEFAULT_THEME;
    return { ...config, site: { ...config.site, theme } };
  } catch (error) {
    log.error('site: application-configuration failed', { err: error });
    await markRenderDegraded('application-configuration');
    return FALLBACK_SITE;
  }
});

/**
 * Main (header) or Bottom (footer) navigation. A failure is only logged and gives no items; the render
 * is not kept in the page cache.
 */
export const getNavigation = cache(async (siteKey: string, locale: Locale, navType: NavPosition): Promise<NavigationItem[]> => {
  try {
    return await navigations.read(`${siteKey} ${locale} ${navType}`, async () => (await listNavigation(navType, serverApi({ siteKey, locale }))).items);
  } catch (error) {
    log.error(`site: navigation ${navType} failed`, { err: error });
    await markRenderDegraded(`navigation ${navType}`);
    return [];
  }
});

export const getMainNavigation = (siteKey: string, locale: Locale) => getNavigation(siteKey, locale, NavPosition.Main);
export const getBottomNavigation = (siteKey: string, locale: Locale) => getNavigation(siteKey, locale, NavPosition.Bottom);
