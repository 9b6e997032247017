import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import type { Locale } from '@/lib/contract/constants';
import { localizeHref, type Href } from './paths';

/*
 * Locale-aware Link, redirect and hooks: hrefs never carry the internal site segment. Not next-intl's
 * createNavigation: its client runtime cost ~14 KB gzip on every public page. `Link` and the hooks are
 * client modules; `getPathname` and `redirect` work in server and client code.
 */
export { Link, type LinkProps } from './link';
export { usePathname, useRouter } from './navigation-hooks';
export { useCurrentLocale } from './use-current-locale';
export type { Href, Query } from './paths';

interface PathnameArgs {
  href: Href;
  locale: Locale;
  /** Prefix even the default language (next-intl's option). */
  forcePrefix?: boolean;
}

/** `getPathname({ href: '/login', locale: 'en' })` → `/en/login`. */
export function getPathname({ href, locale, forcePrefix }: PathnameArgs): string {
  return localizeHref(href, locale, forcePrefix);
}

export function redirect(args: PathnameArgs, ...rest: Parameters<typeof nextRedirect> extends [string, ...infer R] ? R : never): never {
  return nextRedirect(getPathname(args), ...rest);
}

export function permanentRedirect(args: PathnameArgs, ...rest: Parameters<typeof nextPermanentRedirect> extends [string, ...infer R] ? R : never): never {
  return nextPermanentRedirect(getPathname(args), ...rest);
}
