'use client';

import { useEffect, useRef } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { useShellStrings } from './use-shell-strings';
import type { ErrorViewProps } from './error-view';
import styles from './status-page.module.css';

/** The error page: the error's message, the subtitle 页面出错, retry and back home (SPEC section 2). Loaded by ./error-view. */
export default function ErrorViewBody({ error, retry, reset, inLayout = false }: ErrorViewProps) {
  const t = useShellStrings();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    console.error(error);
    headingRef.current?.focus();
  }, [error]);

  const message = error instanceof Error && error.message ? error.message : t.errorUnknown;
  const digest = (error as { digest?: unknown } | null)?.digest;
  const again = retry ?? reset;
  const Root = inLayout ? 'div' : 'main';

  return (
    <Root className={styles.page} {...(inLayout ? {} : { id: 'main-content' })}>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {t.errorSubtitle}
      </h1>
      <p className={styles.message} role="alert">
        {message}
      </p>
      {typeof digest === 'string' ? <p className={styles.digest}>{t.errorCode.replace('{digest}', digest)}</p> : null}
      <div className={styles.actions}>
        {again ? (
          <button type="button" className={buttonClassName('primary')} onClick={() => again()}>
            {t.retry}
          </button>
        ) : null}
        {/* A full load, not next/link: it resets the failed app, and keeps next/link's ~4 KB gzip out
            of this boundary's chunk (Turbopack does not share it with the header's). */}
        <a href={t.homeHref} className={buttonClassName('default')}>
          {t.backHome}
        </a>
      </div>
    </Root>
  );
}
