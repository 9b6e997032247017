'use client';

import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { lastPage, PAGE_SIZES } from './list-query';
import { pageItems } from './page-numbers';
import styles from './data-table.module.css';

interface TablePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The list's URL at a page (listHref). */
  hrefOf: (page: number) => string;
  /** A page link followed in the app (a push); links opened otherwise (new tab) just work. */
  onPage: (href: string) => void;
  onPageSize: (size: number) => void;
}

/**
 * The pager under a table, like antd's: "N in all", previous, numbered pages with gaps, next (plain links:
 * they work without script and open in a new tab), and the page size when there is more than one size's worth.
 */
export function TablePagination({ page, pageSize, total, hrefOf, onPage, onPageSize }: TablePaginationProps) {
  const t = useTranslations('list');
  const last = lastPage(total, pageSize);

  const link = (target: number, content: ReactNode, label?: string) => {
    const href = hrefOf(target);
    return (
      <Link
        href={href}
        prefetch={false}
        aria-label={label}
        aria-current={target === page ? 'page' : undefined}
        className={styles.pageLink}
        onNavigate={(event) => {
          event.preventDefault();
          if (target !== page) onPage(href);
        }}
      >
        {content}
      </Link>
    );
  };
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
        <li>{step(page - 1, <LeftOutlined aria-hidden />, t('previous'))}</li>
        {pageItems(page, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{link(item, item, t('page', { page: item }))}</li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden>
              •••
            </li>
          ),
        )}
        <li>{step(page + 1, <RightOutlined aria-hidden />, t('next'))}</li>
      </ul>
      {total > PAGE_SIZES[0] ? (
        <label className={styles.sizeField}>
          <span className="sr-only">{t('pageSizeLabel')}</span>
          <select className={styles.sizeSelect} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
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
