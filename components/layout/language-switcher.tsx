import type { Locale } from '@/lib/contract/constants';
import styles from './header.module.css';

export interface LanguageSwitcherLabels {
  language: string;
  chinese: string;
  english: string;
}

const OPTIONS: { locale: Locale; lang: string; label: keyof LanguageSwitcherLabels; home: string }[] = [
  { locale: 'zh-Hans', lang: 'zh-Hans', label: 'chinese', home: '/' },
  { locale: 'en', lang: 'en', label: 'english', home: '/en' },
];

/**
 * 中文 / English, server-rendered. The hrefs are each language's home: a cached page cannot know the
 * browser's path. After hydration ./header-dom points them at the same page in the other language and
 * writes the language cookie on click (a config redirect sends unprefixed paths to /en while it says `en`).
 */
export function LanguageSwitcher({ current, labels }: { current: Locale; labels: LanguageSwitcherLabels }) {
  return (
    <ul className={styles.languages} aria-label={labels.language}>
      {OPTIONS.map((option) => (
        <li key={option.locale}>
          <a
            href={option.home}
            hrefLang={option.lang}
            lang={option.lang}
            data-lang={option.locale}
            aria-current={option.locale === current ? 'true' : undefined}
            className={styles.language}
          >
            {labels[option.label]}
          </a>
        </li>
      ))}
    </ul>
  );
}
