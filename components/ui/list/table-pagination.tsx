'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type PagerPosition, PagerView } from './pager-view';

interface TablePaginationProps extends PagerPosition {
  /** The list's URL at a page (listHref). */
  hrefOf: (page: number) => string;
  /** A page link followed in the app (a push); links opened otherwise (new tab) just work. */
  onPage: (href: string) => void;
  onPageSize: (size: number) => void;
}

/**
 * The pager under a table (./pager-view.tsx) with plain links: they work without script and open in a new tab.
 */
export function TablePagination({ hrefOf, onPage, onPageSize, ...position }: TablePaginationProps) {
  const t = useTranslations('list');
  return (
    <PagerView
      {...position}
      t={t}
      onPageSize={onPageSize}
      renderLink={({ target, label, current, className, children }) => {
        const href = hrefOf(target);
        return (
          <Link
            href={href}
            prefetch={false}
            aria-label={label}
            aria-current={current ? 'page' : undefined}
            className={className}
            onNavigate={(event) => {
              event.preventDefault();
              if (!current) onPage(href);
            }}
          >
            {children}
          </Link>
        );
      }}
    />
  );
}
