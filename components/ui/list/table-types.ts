import type { HTMLAttributes, Key, ReactNode } from 'react';

/** antd's breakpoint names: sm ≥ 576 px, md ≥ 768, lg ≥ 992, xl ≥ 1200, xxl ≥ 1600 (xs: always). */
/** antd's names; the lists hide columns up to lg (992 px), so no wider one is offered. */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';

/** A column of DataTable (a subset of antd's ColumnType, same names). */
export interface DataColumn<T> {
  /** Unique; the sort field the server whitelists when `sorter` is set. */
  key: string;
  title: ReactNode;
  /** The record's field shown when there is no `render`. */
  dataIndex?: keyof T & string;
  render?: (value: unknown, record: T, index: number) => ReactNode;
  /** Sorted on the server by `key`: the header is a button that cycles ascending, descending, none. */
  sorter?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** On the header cell and every body cell. */
  className?: string;
  /** Shown from the smallest of these breakpoints up; smaller screens hide the column (CSS, no script). */
  responsive?: Breakpoint[];
  /**
   * Its place on a phone's card (below 640 px every row is a card): `title` heads the card (no label), `main` is a
   * labelled line always shown, `detail` one tap away (behind the row's Details button), `actions` the card's
   * bottom row, `none` not shown. Default: `detail` for a `responsive` column, else `main`.
   */
  phone?: PhonePlace;
  /** The label on the card when the header's title does not fit there (default: `title` when it is text). */
  phoneLabel?: string;
}

export type PhonePlace = 'title' | 'main' | 'detail' | 'actions' | 'none';

/** What a row's checkbox is: disabled rows say why (`reason`, shown on hover; put it in the label too). */
export interface CheckboxProps {
  disabled?: boolean;
  'aria-label'?: string;
  reason?: string;
}

/** antd's rowSelection, the part we use: keys of other pages are kept (antd's preserveSelectedRowKeys). */
export interface RowSelection<T> {
  selectedRowKeys: readonly Key[];
  /** Every selected key (other pages' too) and the selected rows of this page. */
  onChange: (keys: Key[], rows: T[]) => void;
  getCheckboxProps?: (record: T) => CheckboxProps;
  /** The select-all checkbox's label; `list.selectAll` by default. */
  selectAllLabel?: string;
}

/** Attributes of a body row (`data-*` for tests and styles). */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & {
  [name: `data-${string}`]: string | number | boolean | null | undefined;
};
