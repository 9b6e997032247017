import { redirect as redirectExternal } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { LinkType } from '@/lib/contract/enums';
import { bizRedirectTarget, flattenLinks, linkSourceOf, readBizLink } from '@/lib/content/biz-redirect';
import { getHomeBanners, getPageContent } from '@/lib/content/loaders';
import { redirect } from '@/lib/i18n/navigation';
import { getBottomNavigation, getMainNavigation } from '@/lib/site/get-site';
import { hostFromSiteKey } from '@/lib/site/site-key';

export const generateMetadata = routeMetadata('bizRedirect');

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

type Props = PageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /biz-redirect?linkType=…&value=…&target=…: resolves a business link like a navigation item and
 * redirects within the site, or to an external URL only if the site itself links to it.
 */
export default async function BizRedirectPage({ params, searchParams }: Props) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const link = readBizLink(await searchParams);
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
