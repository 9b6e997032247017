// Locale prefixes of page URLs, without next-intl's navigation runtime (~14 KB gzip in every client
// island that imported its Link). Mirrors `createNavigation(routing)` for this site's routing:
// localePrefix 'as-needed', no localized pathnames, no domains.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/contract/shell-constants';

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;
/** A path (`/help/faq-list`) or a path with a query object, like next-intl's `href`. */
export type Href = string | { pathname: string; query?: Query; hash?: string };

/** Narrows an untrusted value (a route param) to a known locale, else the default. */
export function toLocale(value: unknown): Locale {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}

function serializeQuery(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  return `?${params.toString()}`;
}

/** Only absolute local paths get a prefix: `https://…`, `mailto:…`, `#x`, `x/y` stay as they are. */
function isLocalizable(path: string): boolean {
  return path.startsWith('/') && !/^[a-z]+:/i.test(path);
}

/** `/x` → `/en/x` for English (`/` → `/en`); unchanged for the default language (as-needed). */
export function prefixPath(path: string, locale: Locale, forcePrefix?: boolean): string {
  if (!isLocalizable(path)) return path;
  if (!(forcePrefix ?? locale !== DEFAULT_LOCALE)) return path;
  // Avoid a trailing slash: `/` → `/en`, `/?a=1` → `/en?a=1`.
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

/** The browser path of `href` in `locale` (next-intl's getPathname for this routing). */
export function localizeHref(href: Href, locale: Locale, forcePrefix?: boolean): string {
  const path =
    typeof href === 'string' ? href : `${href.pathname}${href.query ? serializeQuery(href.query) : ''}${href.hash ? `#${href.hash.replace(/^#/, '')}` : ''}`;
  return prefixPath(path, locale, forcePrefix);
}
