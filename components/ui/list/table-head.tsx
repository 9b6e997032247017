'use client';

import { useTranslations } from 'next-intl';
import type { ListState } from './list-query';
import { CheckBox } from './check-box';
import { ariaSortOf, nextSort } from './page-numbers';
import type { PageSelection } from './row-selection';
import { cellClassOf } from './table-cells';
import type { DataColumn } from './table-types';
import styles from './data-table.module.css';

interface TableHeadProps<T> {
  columns: DataColumn<T>[];
  state: ListState;
  selection: PageSelection<T> | null;
  selectAllLabel?: string;
  onSort: (sort: ListState['sort']) => void;
}

/** The header row: a select-all checkbox, then the titles; a sortable title is a button with aria-sort on its cell. */
export function TableHead<T>({ columns, state, selection, selectAllLabel, onSort }: TableHeadProps<T>) {
  const t = useTranslations('list');
  return (
    <thead>
      <tr>
        {selection ? (
          <th scope="col" className={styles.selectionCell}>
            <CheckBox
              checked={selection.all.checked}
              indeterminate={selection.all.indeterminate}
              disabled={selection.all.disabled}
              aria-label={selectAllLabel ?? t('selectAll')}
              onChange={(event) => selection.toggleAll(event.target.checked)}
            />
          </th>
        ) : null}
        {columns.map((column) => {
          const sort = column.sorter ? ariaSortOf(state, column.key) : undefined;
          const next = column.sorter ? nextSort(state, column.key) : null;
          return (
            <th
              key={column.key}
              scope="col"
              aria-sort={sort}
              className={cellClassOf(column, column.sorter ? styles.sortable : undefined, sort ? styles.sorted : undefined)}
              style={column.width === undefined ? undefined : { width: column.width }}
            >
              {column.sorter ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  title={t(next === null ? 'sortCancel' : next.order === 'asc' ? 'sortAscending' : 'sortDescending')}
                  onClick={() => onSort(next)}
                >
                  <span>{column.title}</span>
                  <span className={styles.sortIcons} aria-hidden>
                    <span className={[styles.sortUp, sort === 'ascending' ? styles.sortActive : undefined].filter(Boolean).join(' ')} />
                    <span className={[styles.sortDown, sort === 'descending' ? styles.sortActive : undefined].filter(Boolean).join(' ')} />
                  </span>
                </button>
              ) : (
                column.title
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
