// /biz-redirect?linkType=…&value=…&target=… (docs/decisions.md): where a business link leads. Pure: unit-tested.
import { LinkType } from '../contract/enums';
import { resolveNavLink, type NavLinkSource, type ResolvedLink } from '../site/nav-links';
import { sameSitePath } from '../site/safe-redirect';

type Search = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => ((Array.isArray(value) ? value[0] : value) ?? '').trim();

/** The link the query describes (linkType as number, value = linkSourceValue, target = Self 1 / Blank 2). */
export function readBizLink(search: Search): NavLinkSource | null {
  const linkType = Number(first(search.linkType));
  const value = first(search.value).slice(0, 2048);
  if (!Number.isInteger(linkType) || linkType <= 0) return null;
  return {
    linkType: linkType as NavLinkSource['linkType'],
    linkSourceValue: value,
    extenalUrlTarget: Number(first(search.target)) === 2 ? 2 : 1,
  };
}

/** All links in a tree of items that may carry children (navigation). */
export function flattenLinks<T extends NavLinkSource & { children?: T[] | null }>(items: T[], depth = 0): NavLinkSource[] {
  if (depth > 5) return [];
  return items.flatMap((item) => [item, ...flattenLinks(Array.isArray(item.children) ? item.children : [], depth + 1)]);
}

/**
 * Internal targets are allowed when they pass the redirect rule (lib/site/safe-redirect.ts). An external target is allowed only when
 * the same URL is configured as an external link of the site (navigation, page content, banners);
 * anything else goes home: the query never makes the site an open redirect.
 */
export function bizRedirectTarget(link: NavLinkSource | null, host: string, configured: NavLinkSource[]): ResolvedLink {
  const home: ResolvedLink = { kind: 'internal', href: '/' };
  if (!link) return home;
  const resolved = resolveNavLink(link, host);
  // The resolver already applied the redirect rule; this is the Location, so it passes it once more.
  if (resolved.kind === 'internal') return { kind: 'internal', href: sameSitePath(resolved.href) ?? '/' };
  const allowed = configured
    .filter((item) => Number(item.linkType) === LinkType.EXTERNAL_LINK)
    .map((item) => resolveNavLink(item, host))
    .some((item) => item.kind === 'external' && item.href === resolved.href);
  return allowed ? resolved : home;
}

/** A content item's link (page content, banner) as a navigation link source; null without a link type. */
export function linkSourceOf(item: {
  linkType: NavLinkSource['linkType'] | null;
  linkSourceValue: string | null;
  extenalUrlTarget: number;
}): NavLinkSource | null {
  if (item.linkType === null || item.linkType === undefined) return null;
  return {
    linkType: item.linkType,
    linkSourceValue: item.linkSourceValue,
    extenalUrlTarget: item.extenalUrlTarget as NavLinkSource['extenalUrlTarget'],
  };
}
