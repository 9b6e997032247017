import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { RouteKey } from './page-params';
import styles from './page-intro.module.css';

interface PageIntroProps {
  routeKey: RouteKey;
  /** `page`: a page of its own (1200px column); `embedded`: inside the help or user layout. */
  variant?: 'page' | 'embedded';
  children?: ReactNode;
}

/**
 * The heading (`routes.<key>`) and the statement of purpose (`pages.<key>`) of a page whose
 * features arrive in later issues. A server component: no client JavaScript.
 */
export async function PageIntro({ routeKey, variant = 'page', children }: PageIntroProps) {
  const [routes, pages] = await Promise.all([getTranslations('routes'), getTranslations('pages')]);
  return (
    <section className={variant === 'page' ? styles.page : styles.embedded} aria-labelledby={`page-title-${routeKey}`}>
      <h1 id={`page-title-${routeKey}`} className={styles.title}>
        {routes(routeKey)}
      </h1>
      <p className={styles.purpose}>{pages(routeKey)}</p>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </section>
  );
}
