'use client';

import { useEffect, useTransition, type ReactNode } from 'react';
import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { antdSortOrder, lastPage, listHref, PAGE_SIZES, sortFromAntd, type ListChange, type ListState } from './list-query';

export type DataColumn<T> = ColumnType<T> & { key: string };

interface DataTableProps<T> extends Omit<TableProps<T>, 'columns' | 'dataSource' | 'pagination' | 'onChange' | 'loading' | 'locale'> {
  columns: DataColumn<T>[];
  items: T[];
  total: number;
  /** The state the server read from the URL (./list-query readListState). */
  state: ListState;
  emptyText: ReactNode;
  /** While the owner works (a save, a delete). */
  busy?: boolean;
}

/**
 * An antd Table whose page, page size and sort live in the URL: the server page reads them
 * (readListState), fetches that page and renders; changing them here navigates — a new page is a push
 * (the back button returns to the previous page), a new sort or page size a replace. The old rows stay
 * with a spinner until the new ones arrive. Sortable columns carry `sorter: true` and a `key` the server
 * whitelists. Cells wrap to fit the content width; pass `scroll` for a wide table that should scroll
 * instead, and `responsive` on columns a phone can do without. Needs the `list` catalog namespace
 * (ScopedIntlProvider).
 */
export function DataTable<T extends object>({ columns, items, total, state, emptyText, busy, ...rest }: DataTableProps<T>) {
  const t = useTranslations('list');
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();

  const go = (change: ListChange, mode: 'push' | 'replace') =>
    startTransition(() => router[mode](listHref(pathname, search?.toString() ?? '', change), { scroll: mode === 'push' }));

  // A page past the end (after deleting the last row of the last page): show the last one that has rows.
  const past = items.length === 0 && total > 0 && state.page > lastPage(total, state.pageSize);
  useEffect(() => {
    if (past) startTransition(() => router.replace(listHref(pathname, search?.toString() ?? '', { page: lastPage(total, state.pageSize) })));
  }, [past, pathname, router, search, state.pageSize, total]);

  return (
    <Table<T>
      {...rest}
      columns={columns.map((column) => (column.sorter ? { ...column, sortOrder: antdSortOrder(state, column.key) } : column))}
      dataSource={items}
      loading={pending || busy || past}
      locale={{ emptyText }}
      pagination={
        total > 0 && {
          current: state.page,
          pageSize: state.pageSize,
          total,
          showSizeChanger: total > PAGE_SIZES[0],
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (count) => t('total', { total: count }),
        }
      }
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') {
          go({ sort: sortFromAntd(Array.isArray(sorter) ? sorter[0] : sorter) }, 'replace');
        } else if (extra.action === 'paginate') {
          if (pagination.pageSize && pagination.pageSize !== state.pageSize) go({ pageSize: pagination.pageSize }, 'replace');
          else if (pagination.current && pagination.current !== state.page) go({ page: pagination.current }, 'push');
        }
      }}
    />
  );
}
