import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import type { Locale } from '@/lib/contract/constants';
import { localizeHref, type Href } from './paths';

/*
 * Language-aware paths and redirects, for server and client code alike. Apart from ./navigation on purpose:
 * that module also exports the client Link and hooks, and a server page importing it puts next/link
 * (~4 KB gzip) in the page's first load even when it renders no Link.
 */

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
