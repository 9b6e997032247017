import Link from 'next/link';
import { redirect } from 'next/navigation';
import type { useTranslations } from 'next-intl';
import { lastPage, listHref } from '@/components/ui/list/list-query';
import { pageItems } from '@/components/ui/list/page-numbers';
import styles from '@/components/ui/list/data-table.module.css';

type ListT = ReturnType<typeof useTranslations<'list'>>;

interface CardPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The list's path (with the language) and current query: a page link keeps the other parameters. */
  pathname: string;
  query: string;
  t: ListT;
}

/**
 * The pager under a list of cards (a fixed page size, so no size select): "N in all", previous, the
 * pages, next, drawn like the data table's. Plain links: the server reads the page from the URL.
 */
export function CardPager({ page, pageSize, total, pathname, query, t }: CardPagerProps) {
  const last = lastPage(total, pageSize);
  if (total <= 0) return null;
  const hrefOf = (target: number) => listHref(pathname, query, { page: target });
  const step = (target: number, text: string, label: string) =>
    target < 1 || target > last ? (
      <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-disabled="true" role="link" aria-label={label}>
        {text}
      </span>
    ) : (
      <Link href={hrefOf(target)} prefetch={false} className={styles.pageLink} aria-label={label}>
        {text}
      </Link>
    );
  return (
    <nav aria-label={t('pagination')} className={styles.pager}>
      <span className={styles.total}>{t('total', { total })}</span>
      <ul className={styles.pages}>
        <li>{step(page - 1, '‹', t('previous'))}</li>
        {pageItems(page, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                href={hrefOf(item)}
                prefetch={false}
                className={styles.pageLink}
                aria-label={t('page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden>
              •••
            </li>
          ),
        )}
        <li>{step(page + 1, '›', t('next'))}</li>
      </ul>
    </nav>
  );
}

/**
 * A page past the end (the last card of the last page was given up, or an old link): go to the last page
 * that has cards instead of saying the list is empty.
 */
export function keepWithinPages({
  page,
  pageSize,
  total,
  shown,
  pathname,
  query,
}: {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  pathname: string;
  query: string;
}) {
  if (shown === 0 && total > 0 && page > lastPage(total, pageSize)) redirect(listHref(pathname, query, { page: lastPage(total, pageSize) }));
}
