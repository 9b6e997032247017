'use client';

import { useState, type Key, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CheckBox } from './check-box';
import type { PageSelection } from './row-selection';
import { bodyCellClassOf, phonePlaceOf } from './table-cells';
import type { DataColumn, RowAttributes } from './table-types';
import styles from './data-table.module.css';

/** What every row of one table shares: built once per render of the table, not once per row. */
export interface RowContext<T> {
  columns: DataColumn<T>[];
  sortField?: string;
  selection: PageSelection<T> | null;
  /** A row's own attributes (a class, a test id). */
  onRow?: (record: T, index: number) => RowAttributes;
}

interface DataRowProps<T> {
  record: T;
  index: number;
  rowKey: Key;
  table: RowContext<T>;
}

/**
 * One body row. Below 640 px the row is a card (data-table.module.css): the title, the main lines with their labels
 * (the cell's data-label, drawn by CSS: one attribute instead of a hidden element in every cell, and no wrapper
 * around the value: every row is in the HTML and again in the page's data, so each element counts),
 * the actions; the `detail` columns open behind the card's Details button, so nothing needs a sideways swipe.
 */
export function DataRow<T>({ record, index, rowKey, table }: DataRowProps<T>) {
  const { columns, sortField, selection } = table;
  const attributes = table.onRow?.(record, index) ?? {};
  const t = useTranslations('list');
  const [open, setOpen] = useState(false);
  const checked = selection?.isSelected(rowKey) ?? false;
  const hasDetails = columns.some((column) => phonePlaceOf(column) === 'detail');
  const className = [styles.row, checked ? styles.selected : undefined, open ? styles.open : undefined, attributes.className].filter(Boolean).join(' ');
  return (
    <tr {...attributes} className={className}>
      {selection ? <SelectionCell record={record} checked={checked} selection={selection} onToggle={(on) => selection.toggle(rowKey, on)} /> : null}
      {columns.map((column) => {
        const value = column.dataIndex ? record[column.dataIndex] : undefined;
        const label = column.phoneLabel ?? column.title;
        return (
          <td
            key={column.key}
            className={bodyCellClassOf(column, column.sorter && sortField === column.key ? styles.sorted : undefined)}
            data-label={typeof label === 'string' ? label : undefined}
          >
            {column.render ? column.render(value, record, index) : (value as ReactNode)}
          </td>
        );
      })}
      {hasDetails ? (
        <td className={styles.toggleCell}>
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
            {t(open ? 'hideDetails' : 'showDetails')}
          </button>
        </td>
      ) : null}
    </tr>
  );
}

interface SelectionCellProps<T> {
  record: T;
  checked: boolean;
  selection: PageSelection<T>;
  onToggle: (checked: boolean) => void;
}

/** A row's checkbox; a disabled one says why on hover over its cell (its label says it to a screen reader). */
function SelectionCell<T>({ record, checked, selection, onToggle }: SelectionCellProps<T>) {
  const { reason, ...props } = selection.propsOf(record);
  return (
    <td className={styles.selectionCell} title={reason}>
      <CheckBox checked={checked} disabled={props.disabled} aria-label={props['aria-label']} onChange={(event) => onToggle(event.target.checked)} />
    </td>
  );
}
