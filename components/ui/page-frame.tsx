import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

export interface Crumb {
  label: string;
  /** The page's path with its language prefix (getPathname); absent for the current page. */
  href?: string;
}

interface PageFrameProps {
  /** Unique on the page: names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** A line under the title (a rule, a hint). */
  subtitle?: ReactNode;
  /** Actions at the right of the title (buttons, links). */
  extra?: ReactNode;
  breadcrumbs?: { label: string; items: Crumb[] };
  children: ReactNode;
}

/**
 * The frame of a user page (like antd Pro's PageContainer): optional breadcrumbs, the h1 title with
 * optional actions at its right, an optional subtitle, then the content. Server component. The crumbs are plain
 * links the header island follows client-side (`data-soft`, ../layout/soft-link): a page loads no next/link for them.
 */
export function PageFrame({ id, title, subtitle, extra, breadcrumbs, children }: PageFrameProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className={styles.frame}>
      {breadcrumbs?.items.length ? (
        <nav aria-label={breadcrumbs.label}>
          <ol className={styles.crumbs}>
            {breadcrumbs.items.map((crumb) => (
              <li key={crumb.label}>
                {crumb.href ? (
                  <a href={crumb.href} data-soft="">
                    {crumb.label}
                  </a>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <header className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {extra ? <div className={styles.extra}>{extra}</div> : null}
      </header>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
