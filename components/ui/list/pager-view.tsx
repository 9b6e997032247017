import type { ReactNode } from 'react';
import { lastPage, PAGE_SIZES } from './list-query';
import { PagerArrow } from './pager-arrows';
import { pageItems } from './page-numbers';
import styles from './data-table.module.css';

type PagerKey = 'pagination' | 'total' | 'previous' | 'next' | 'page' | 'pageSizeLabel' | 'perPage';

/** The `list` catalog's words, from useTranslations or getTranslations. */
export type PagerWords = (key: PagerKey, values?: { total?: number; page?: number; size?: number }) => string;

export interface PagerLinkProps {
  target: number;
  label?: string;
  current: boolean;
  className: string;
  children: ReactNode;
}

/** Where the reader is in a list. */
export interface PagerPosition {
  page: number;
  pageSize: number;
  total: number;
}

interface PagerViewProps extends PagerPosition {
  t: PagerWords;
  /** Draws a link to a page: the app's, or a plain one. */
  renderLink: (props: PagerLinkProps) => ReactNode;
  /** Without it, the page size is shown but cannot be changed (before script). */
  onPageSize?: (size: number) => void;
}

/**
 * The pager under a table, like antd's: "N in all", previous, numbered pages with gaps, next (./pager-arrows.tsx), and the page size
 * when there is more than one size's worth. Neither hooks nor a client runtime: the server draws it too.
 */
export function PagerView({ page, pageSize, total, t, renderLink, onPageSize }: PagerViewProps) {
  const last = lastPage(total, pageSize);
  const link = (target: number, children: ReactNode, label?: string) =>
    renderLink({ target, label, current: target === page, className: styles.pageLink, children });
  const step = (target: number, icon: ReactNode, label: string) =>
    target < 1 || target > last ? (
      <span className={`${styles.pageLink} ${styles.pageDisabled}`} aria-disabled="true" role="link" aria-label={label}>
        {icon}
      </span>
    ) : (
      link(target, icon, label)
    );

  return (
    <nav aria-label={t('pagination')} className={styles.pager}>
      <span className={styles.total}>{t('total', { total })}</span>
      <ul className={styles.pages}>
        <li>{step(page - 1, <PagerArrow direction="left" />, t('previous'))}</li>
        {pageItems(page, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{link(item, item, t('page', { page: item }))}</li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden>
              •••
            </li>
          ),
        )}
        <li>{step(page + 1, <PagerArrow direction="right" />, t('next'))}</li>
      </ul>
      {total > PAGE_SIZES[0] ? (
        <label className={styles.sizeField}>
          <span className="sr-only">{t('pageSizeLabel')}</span>
          <select
            className={styles.sizeSelect}
            value={pageSize}
            disabled={!onPageSize}
            onChange={onPageSize ? (event) => onPageSize(Number(event.target.value)) : undefined}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('perPage', { size })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </nav>
  );
}
