'use client';

import type { MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, type Locale } from '@/lib/contract/constants';
import styles from './header.module.css';
import { useClientValue } from './use-client-value';

const EN_PREFIX = /^\/en(?=\/|$)/;

/** The same path, query and fragment in the other language (`/x` ↔ `/en/x`). */
export function pathInLocale(target: Locale, pathname: string, rest = ''): string {
  const bare = pathname.replace(EN_PREFIX, '') || '/';
  if (target === 'en') return `${bare === '/' ? '/en' : `/en${bare}`}${rest}`;
  return `${bare}${rest}`;
}

function writeLanguageCookie(locale: Locale) {
  const maxAge = LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/**
 * 中文 / English. Writes the language cookie first (a config redirect sends unprefixed paths to /en while
 * the cookie says `en`), then loads the same page in the other language. The hrefs are computed after
 * hydration: a prerendered page cannot know the browser's path (usePathname + rewrites, see Next docs).
 */
export interface LanguageSwitcherLabels {
  language: string;
  chinese: string;
  english: string;
}

export function LanguageSwitcher({ current, labels }: { current: Locale; labels: LanguageSwitcherLabels }) {
  usePathname(); // re-render after client-side navigations, so the hrefs follow the page
  const location = useClientValue(() => window.location.pathname + '\n' + window.location.search, '');
  const [path, search] = location ? location.split('\n') : ['/', ''];
  const hrefs: Record<Locale, string> = {
    'zh-Hans': pathInLocale('zh-Hans', path, search),
    en: pathInLocale('en', path, search),
  };

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    writeLanguageCookie(locale);
    if (locale === current) return;
    const { pathname, search, hash } = window.location;
    window.location.assign(pathInLocale(locale, pathname, search + hash));
  }

  const options: { locale: Locale; label: string; lang: string }[] = [
    { locale: 'zh-Hans', label: labels.chinese, lang: 'zh-Hans' },
    { locale: 'en', label: labels.english, lang: 'en' },
  ];

  return (
    <ul className={styles.languages} aria-label={labels.language}>
      {options.map((option) => (
        <li key={option.locale}>
          <a
            href={hrefs[option.locale]}
            hrefLang={option.lang}
            lang={option.lang}
            aria-current={option.locale === current ? 'true' : undefined}
            className={styles.language}
            onClick={(event) => choose(event, option.locale)}
          >
            {option.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
