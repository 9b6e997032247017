import { redirect as redirectExternal } from 'next/navigation';
import type { Locale } from '@/lib/contract/constants';
import { LinkType } from '@/lib/contract/enums';
import { bizRedirectTarget, flattenLinks, linkSourceOf, readBizLink } from '@/lib/content/biz-redirect';
import { redirect } from '@/lib/i18n/localized-navigation';
import { getHomeBanners, getPageContent } from '@/lib/server-data/content';
import { getBottomNavigation, getMainNavigation } from '@/lib/site/get-site';
import type { SearchParams } from '@/lib/site/search-params';
import { hostFromSiteKey } from '@/lib/site/site-key';

/**
 * /biz-redirect?linkType=…&value=…&target=…: resolves a business link like a navigation item and
 * redirects within the site, or to an external URL only if the site itself links to it. Renders nothing.
 */
export async function BizRedirectPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }): Promise<never> {
  const link = readBizLink(search);
  const host = hostFromSiteKey(site);
  let configured: ReturnType<typeof flattenLinks> = [];
  if (link && Number(link.linkType) === LinkType.EXTERNAL_LINK) {
    const [main, bottom, content, banners] = await Promise.all([
      getMainNavigation(site, locale),
      getBottomNavigation(site, locale),
      getPageContent(site, locale, null),
      getHomeBanners(site, locale),
    ]);
    const items = [...(content.ok ? content.data : []), ...(banners.ok ? banners.data : [])].map(linkSourceOf);
    configured = [...flattenLinks(main), ...flattenLinks(bottom), ...items.filter((item) => item !== null)];
  }
  const target = bizRedirectTarget(link, host, configured);
  if (target.kind === 'external') redirectExternal(target.href);
  return redirect({ href: target.kind === 'internal' ? target.href : '/', locale });
}
