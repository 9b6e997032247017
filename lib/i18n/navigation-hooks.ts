'use client';

import { useMemo } from 'react';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import type { Locale } from '@/lib/contract/constants';
import { useCurrentLocale } from './use-current-locale';
import { localizeHref, type Href } from './paths';

const LOCALE_PREFIX = /^\/en(?=\/|$)/;

/** The browser path without the language prefix (`/en/help` → `/help`). */
export function usePathname(): string {
  return (useNextPathname() ?? '/').replace(LOCALE_PREFIX, '') || '/';
}

interface NavigateOptions {
  locale?: Locale;
  scroll?: boolean;
}

/** next/navigation's router whose push/replace/prefetch take unprefixed paths. */
export function useRouter() {
  const router = useNextRouter();
  const current = useCurrentLocale();
  return useMemo(() => {
    const to = (href: Href, locale?: Locale) => localizeHref(href, locale ?? current, locale ? locale !== current : undefined);
    return {
      ...router,
      push: (href: Href, options?: NavigateOptions) => router.push(to(href, options?.locale), options),
      replace: (href: Href, options?: NavigateOptions) => router.replace(to(href, options?.locale), options),
      prefetch: (href: Href, options?: { locale?: Locale }) => router.prefetch(to(href, options?.locale)),
    };
  }, [router, current]);
}
