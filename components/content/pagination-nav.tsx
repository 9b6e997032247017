import { SoftLink } from '@/components/layout/soft-link';
import type { Locale } from '@/lib/contract/constants';
import { pageHref, paginate } from '@/lib/content/pagination';
import styles from './pagination-nav.module.css';

interface PaginationNavProps {
  total: number;
  page: number;
  /** The list's path without locale prefix, e.g. `/help/category/AC1`. */
  path: string;
  query?: Record<string, string | undefined>;
  labels: { nav: string; prev: string; next: string; page: (page: number) => string };
  locale: Locale;
}

/** Plain links (?page=n): works without JavaScript. Nothing when there is one page. */
export function PaginationNav({ total, page, path, query, labels, locale }: PaginationNavProps) {
  const p = paginate(total, page);
  if (p.pageCount <= 1) return null;
  return (
    <nav className={styles.nav} aria-label={labels.nav}>
      {p.prev ? (
        <SoftLink locale={locale} className={styles.link} href={pageHref(path, p.prev, query)} rel="prev">
          {labels.prev}
        </SoftLink>
      ) : null}
      {p.items.map((item, index) =>
        item === null ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : item.current ? (
          <span key={item.page} className={`${styles.link} ${styles.current}`} aria-current="page">
            <span className="sr-only">{labels.page(item.page)}</span>
            <span aria-hidden="true">{item.page}</span>
          </span>
        ) : (
          <SoftLink key={item.page} locale={locale} className={styles.link} href={pageHref(path, item.page, query)} aria-label={labels.page(item.page)}>
            {item.page}
          </SoftLink>
        ),
      )}
      {p.next ? (
        <SoftLink locale={locale} className={styles.link} href={pageHref(path, p.next, query)} rel="next">
          {labels.next}
        </SoftLink>
      ) : null}
    </nav>
  );
}
