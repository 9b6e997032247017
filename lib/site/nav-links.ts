// Relative imports on purpose: this module is unit-tested without the `@/` alias.
import { LinkTarget, LinkType, PageKey } from '../contract/enums';
import type { NavigationItem } from '../contract/wire';
import { sameHost, sameSitePath } from './safe-redirect';

/**
 * Where a navigation item leads (SPEC section 2 "Navigation link resolution").
 * `internal` hrefs carry no locale prefix and no site segment: give them to the locale-aware `Link`.
 */
export type ResolvedLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string; newTab: boolean };

export type NavLinkSource = Pick<NavigationItem, 'linkType' | 'linkSourceValue' | 'extenalUrlTarget'>;

/**
 * Page keys to routes. TRACKING has no route in the SPEC: it goes to the public look-up by waybill or
 * carrier tracking number, /tracking (docs/decisions.md).
 */
export const PAGE_ROUTES: Readonly<Record<string, string>> = {
  [PageKey.HOME]: '/',
  [PageKey.SHIP_FOR_ME_HOME]: '/tranship',
  [PageKey.SHIPPING_FEE]: '/more-transport-mode',
  [PageKey.SHIPPING_FEE_CALCULATION]: '/shipping-fee',
  [PageKey.WAREHOUSE_ADDRESS]: '/user/wareHouse-address',
  [PageKey.TRACKING]: '/tracking',
  [PageKey.QUICK_GUIDE]: '/help/help-center',
};

const HOME: ResolvedLink = { kind: 'internal', href: '/' };
const LOCALE_PREFIX = /^\/(?:en|zh-Hans)(?=\/|$)/i;

/**
 * @param currentHost the host of the site being rendered (e.g. `blue.localhost`), used to recognise
 *   same-site absolute links; port and scheme are ignored.
 */
export function resolveNavLink(item: NavLinkSource, currentHost: string): ResolvedLink {
  const value = (item.linkSourceValue ?? '').trim();
  switch (Number(item.linkType)) {
    case LinkType.PAGE:
      // Unknown page keys go home, like any link the site cannot resolve.
      return { kind: 'internal', href: PAGE_ROUTES[value] ?? '/' };
    case LinkType.ARTICLE:
      return { kind: 'internal', href: `/help/content/${encodeURIComponent(value)}` };
    case LinkType.ARTICLE_CATEGORY:
      return { kind: 'internal', href: `/help/category/${encodeURIComponent(value)}` };
    case LinkType.ANNOUNCE:
      return {
        kind: 'internal',
        href: `/artical-detail?id=${encodeURIComponent(value)}&flag=announceFromIndex`,
      };
    case LinkType.EXTERNAL_LINK:
      return resolveExternal(value, Number(item.extenalUrlTarget), currentHost);
    default:
      return HOME;
  }
}

function resolveExternal(value: string, target: number, currentHost: string): ResolvedLink {
  if (!value) return HOME;
  // A site path ("/help"); "//host/x" is protocol-relative and handled below. The rule refuses
  // "/.//evil", "/%5Cevil", "/\\evil" and the like: they go home.
  if (/^[/\\]/.test(value) && !/^\/\/[^/\\]/.test(value)) return internalPath(sameSitePath(value));
  const withScheme = value.startsWith('//') ? `https:${value}` : /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return HOME;
  }
  // Only web links: `javascript:`, `data:` and the like never reach an href.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return HOME;
  // An absolute URL of this host passes the same rule ("http://localhost//evil" goes home).
  if (sameHost(url.hostname, currentHost)) return internalPath(sameSitePath(withScheme, currentHost));
  return { kind: 'external', href: url.href, newTab: target === LinkTarget.Blank };
}

/**
 * Path plus query (and fragment) without a locale prefix (the Link adds the current one). Stripping
 * "/en" must not expose a "//" ("/en//evil"), so the result passes the rule once more.
 */
function internalPath(path: string | null): ResolvedLink {
  if (path === null) return HOME;
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(path) ?? [];
  const href = sameSitePath(`${pathname.replace(LOCALE_PREFIX, '') || '/'}${rest}`);
  return href === null ? HOME : { kind: 'internal', href };
}
