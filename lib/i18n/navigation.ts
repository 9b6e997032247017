/*
 * Locale-aware Link, redirect and hooks: hrefs never carry the internal site segment. Not next-intl's
 * createNavigation: its client runtime cost ~14 KB gzip on every public page. `Link` and the hooks are
 * client modules; server code that needs no Link imports ./localized-navigation instead.
 */
export { Link, type LinkProps } from './link';
export { usePathname, useRouter } from './navigation-hooks';
export { useCurrentLocale } from './use-current-locale';
export type { Href, Query } from './paths';
export { getPathname, permanentRedirect, redirect } from './localized-navigation';
