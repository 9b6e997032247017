'use client';

import { useEffect, useTransition, type Key, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { lastPage, listHref, type ListChange, type ListState } from './list-query';
import { pageSelection } from './row-selection';
import { TableHead } from './table-head';
import { DataRow, type RowContext } from './table-row';
import { TablePagination } from './table-pagination';
import type { DataColumn, RowAttributes, RowSelection } from './table-types';
import styles from './data-table.module.css';

export type { Breakpoint, CheckboxProps, DataColumn, PhonePlace, RowAttributes, RowSelection } from './table-types';

interface DataTableProps<T> {
  columns: DataColumn<T>[];
  items: T[];
  total: number;
  /** The state the server read from the URL (./list-query readListState). */
  state: ListState;
  /** The field of a record that names it, or a function. */
  rowKey: (keyof T & string) | ((record: T) => Key);
  emptyText: ReactNode;
  /** What the table lists (a screen reader's caption; hidden). */
  caption?: ReactNode;
  /** While the owner works (a save, a delete). */
  busy?: boolean;
  rowSelection?: RowSelection<T>;
  onRow?: (record: T, index: number) => RowAttributes;
  className?: string;
}

/** The rows a list page read: the page of rows, the total, the URL's state and what the table lists. */
export type TableRows<T> = Pick<DataTableProps<T>, 'items' | 'total' | 'state'> & { caption: string };

/** A page of rows as a list page hands it to its table: the rows, and what an empty page says. */
export type TablePage<T> = TableRows<T> & Pick<DataTableProps<T>, 'emptyText'>;

/**
 * A table whose page, page size and sort live in the URL: the server page reads them (readListState),
 * fetches that page and renders; changing them here navigates — a new page is a push (the back button
 * returns to the previous page; the pager's links are real links), a new sort or page size a replace.
 * The old rows stay, dimmed, until the new ones arrive. Sortable columns carry `sorter: true` and a `key`
 * the server whitelists; `responsive` hides a column a phone can do without. No antd Table: the markup is
 * ours (a light bundle), styled like it. Needs the `list` catalog namespace (ScopedIntlProvider).
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { columns, items, total, state, rowKey, emptyText, caption, busy, rowSelection, onRow, className } = props;
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  const [pending, startTransition] = useTransition();

  const hrefOf = (change: ListChange) => listHref(pathname, query, change);
  const go = (href: string, mode: 'push' | 'replace') => startTransition(() => router[mode](href, { scroll: mode === 'push' }));

  // A page past the end (after deleting the last row of the last page): show the last one that has rows.
  const past = items.length === 0 && total > 0 && state.page > lastPage(total, state.pageSize);
  useEffect(() => {
    if (past) startTransition(() => router.replace(listHref(pathname, query, { page: lastPage(total, state.pageSize) })));
  }, [past, pathname, router, query, state.pageSize, total]);

  const keyOf = (record: T): Key => (typeof rowKey === 'function' ? rowKey(record) : (record[rowKey] as Key));
  const selection = rowSelection ? pageSelection(items, keyOf, rowSelection) : null;
  const loading = pending || Boolean(busy) || past;
  const span = columns.length + (selection ? 1 : 0);
  const table: RowContext<T> = { columns, sortField: state.sort?.field, selection, onRow };

  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <div className={styles.scroll}>
        <table className={styles.table} aria-busy={loading || undefined}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <TableHead
            columns={columns}
            state={state}
            selection={selection}
            selectAllLabel={rowSelection?.selectAllLabel}
            onSort={(sort) => go(hrefOf({ sort }), 'replace')}
          />
          <tbody className={loading ? styles.loading : undefined}>
            {items.length === 0 ? (
              <tr className={styles.emptyRow}>
                <td colSpan={span}>{past ? null : emptyText}</td>
              </tr>
            ) : (
              items.map((record, index) => {
                const key = keyOf(record);
                return <DataRow key={key} rowKey={key} record={record} index={index} table={table} />;
              })
            )}
          </tbody>
        </table>
        {loading ? <span className={styles.spinner} aria-hidden /> : null}
      </div>
      {total > 0 ? (
        <TablePagination
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          hrefOf={(page) => hrefOf({ page })}
          onPage={(href) => go(href, 'push')}
          onPageSize={(pageSize) => go(hrefOf({ pageSize }), 'replace')}
        />
      ) : null}
    </div>
  );
}
