'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import styles from './status-page.module.css';

export interface ErrorViewProps {
  error: unknown;
  /** Next 16.3+: re-fetch and re-render the failed segment. */
  retry?: () => void;
  /** Older name: re-render without re-fetching. */
  reset?: () => void;
}

/** The error page: the error's message, the subtitle 页面出错, retry and back home (SPEC section 2). */
export function ErrorView({ error, retry, reset }: ErrorViewProps) {
  const t = useTranslations('shell');
  const common = useTranslations('common');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    console.error(error);
    headingRef.current?.focus();
  }, [error]);

  const message = error instanceof Error && error.message ? error.message : t('errorUnknown');
  const digest = (error as { digest?: unknown } | null)?.digest;
  const again = retry ?? reset;

  return (
    <main className={styles.page} id="main-content">
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {t('errorSubtitle')}
      </h1>
      <p className={styles.message} role="alert">
        {message}
      </p>
      {typeof digest === 'string' ? <p className={styles.digest}>{t('errorCode', { digest })}</p> : null}
      <div className={styles.actions}>
        {again ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => again()}>
            {common('retry')}
          </button>
        ) : null}
        <Link href="/" className={buttonClassName('default')}>
          {common('backHome')}
        </Link>
      </div>
    </main>
  );
}
