import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, LOCALES } from '@/lib/contract/constants';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: {
    name: LANGUAGE_COOKIE,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
    path: '/',
    sameSite: 'lax',
  },
});
