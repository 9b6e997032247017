import type { Key } from 'react';
import type { CheckboxProps, RowSelection } from './table-types';

export interface PageSelection<T> {
  isSelected: (key: Key) => boolean;
  propsOf: (record: T) => CheckboxProps;
  /** The select-all checkbox: checked when every enabled row of the page is, mixed when some are. */
  all: { checked: boolean; indeterminate: boolean; disabled: boolean };
  /** One row checked or unchecked: every selected key after it (other pages' kept). */
  toggle: (key: Key, checked: boolean) => void;
  /** Every enabled row of the page checked, or unchecked. */
  toggleAll: (checked: boolean) => void;
}

/** The selection as the page shows it: rows of other pages stay selected, disabled rows never change. */
export function pageSelection<T>(items: readonly T[], keyOf: (record: T) => Key, selection: RowSelection<T>): PageSelection<T> {
  const selected = new Set(selection.selectedRowKeys.map(String));
  const propsOf = (record: T) => selection.getCheckboxProps?.(record) ?? {};
  const enabled = items.filter((record) => !propsOf(record).disabled).map(keyOf);
  const checkedCount = enabled.filter((key) => selected.has(String(key))).length;

  const emit = (next: Set<string>) => {
    const onPage = new Map(items.map((record) => [String(keyOf(record)), record]));
    const kept = selection.selectedRowKeys.filter((key) => !onPage.has(String(key)));
    const pageKeys = items.map(keyOf).filter((key) => next.has(String(key)));
    selection.onChange(
      [...kept, ...pageKeys],
      pageKeys.map((key) => onPage.get(String(key))!),
    );
  };
  const change = (keys: readonly Key[], checked: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (checked) next.add(String(key));
      else next.delete(String(key));
    }
    emit(next);
  };

  return {
    isSelected: (key) => selected.has(String(key)),
    propsOf,
    all: {
      checked: enabled.length > 0 && checkedCount === enabled.length,
      indeterminate: checkedCount > 0 && checkedCount < enabled.length,
      disabled: enabled.length === 0,
    },
    toggle: (key, checked) => change([key], checked),
    toggleAll: (checked) => change(enabled, checked),
  };
}
