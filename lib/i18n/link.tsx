'use client';

import NextLink from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, type Locale } from '@/lib/contract/constants';
import { localizeHref, type Href } from './paths';
import { useCurrentLocale } from './use-current-locale';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  /** A path without the language prefix, or `{ pathname, query }`. */
  href: Href;
  /** Another language than the page's: the link gets that language's prefix. */
  locale?: Locale;
};

/**
 * next/link with the language prefix of this site (`/en/…` for English, none for Chinese). Replaces
 * next-intl's createNavigation Link: same props, none of its runtime.
 */
export function Link({ href, locale, onClick, ...rest }: LinkProps) {
  const current = useCurrentLocale();
  const target = locale ?? current;
  const changing = target !== current;
  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    // A client navigation to the other language: keep the language cookie in step (as next-intl does).
    if (changing) {
      document.cookie = `${LANGUAGE_COOKIE}=${target}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_DAYS * 86400}; Path=/; SameSite=Lax`;
    }
    onClick?.(event);
  }
  return (
    <NextLink
      href={localizeHref(href, target, changing || undefined)}
      {...(changing ? { hrefLang: target, prefetch: false } : null)}
      {...rest}
      onClick={changing || onClick ? onLinkClick : undefined}
    />
  );
}
