'use client';

import styles from './status-page.module.css';

export interface GlobalErrorTexts {
  subtitle: string;
  unknown: string;
  retry: string;
  backHome: string;
}

/** SPEC literal shown until the catalog has loaded (or when it cannot load). */
const SPEC_SUBTITLE = '页面出错';

interface GlobalErrorViewProps {
  error: unknown;
  texts: GlobalErrorTexts | null;
  locale: 'zh-Hans' | 'en';
  onRetry?: () => void;
}

export function GlobalErrorView({ error, texts, locale, onRetry }: GlobalErrorViewProps) {
  const message = error instanceof Error && error.message ? error.message : (texts?.unknown ?? '');
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{texts?.subtitle ?? SPEC_SUBTITLE}</h1>
      {message ? (
        <p className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
      {texts ? (
        <div className={styles.actions}>
          {onRetry ? (
            <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => onRetry()}>
              {texts.retry}
            </button>
          ) : null}
          <a href={locale === 'en' ? '/en' : '/'} className={styles.button}>
            {texts.backHome}
          </a>
        </div>
      ) : null}
    </main>
  );
}
