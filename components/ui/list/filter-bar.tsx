'use client';

import { useState, useTransition, type ChangeEvent, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { buttonClassName } from '@/components/ui/button';
import type { DateRangeFieldProps } from './date-range-field';
import { listHref, type ListChange } from './list-query';
import styles from './filter-bar.module.css';

/**
 * Puts a list's filters (a ListChange) in the URL (the server reads the list from it; the page goes back to page 1) as
 * a transition: `pending` while the new page is read. The page then renders its filter bar again with a
 * new `key`, so back and forward show the filters of that entry.
 */
export function useFilterPush(options: { scroll?: boolean } = {}) {
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  const [pending, startTransition] = useTransition();
  const push = (change: ListChange) =>
    startTransition(() => {
      const href = listHref(pathname, query, change);
      if (options.scroll === false) router.push(href, { scroll: false });
      else router.push(href);
    });
  return { pending, push };
}

/** A filter bar's texts: its name, its buttons' and its date fields' (keys of the bar's catalog namespace). */
export type FilterTexts = (key: 'label' | 'submit' | 'reset' | 'from' | 'to') => string;

interface FilterFormOptions<V> {
  /** The fields as the controls hold them (text; '' = not set). */
  initial: V;
  t: FilterTexts;
  /** The URL change of the fields searched (an emptied form's too). */
  changeOf: (values: V) => ListChange;
  /** false: the page stays where it is (a list lower down the page). */
  scroll?: boolean;
}

/**
 * A filter bar's fields and what it does with them: search puts `changeOf(values)` in the URL; reset
 * empties every field and puts that in. `bar` is FilterBar's props, `input(name)` a control's and
 * `dates(legend)` a DateRangeField's (the fields `from` and `to`).
 */
export function useFilterForm<V extends { [name in keyof V]: string }>({ initial, t, changeOf, scroll }: FilterFormOptions<V>) {
  const { pending, push } = useFilterPush({ scroll });
  const [values, setValues] = useState(initial);
  const fields: Record<string, string> = values;
  const set = (name: keyof V, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const go = (next: V) => push(changeOf(next));
  const input = <N extends keyof V & string>(name: N) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(name, event.target.value),
  });
  const dates = (legend: string): DateRangeFieldProps => ({
    legend,
    fromLabel: t('from'),
    toLabel: t('to'),
    from: fields.from ?? '',
    to: fields.to ?? '',
    onFromChange: (value) => set('from' as keyof V, value),
    onToChange: (value) => set('to' as keyof V, value),
  });
  const bar: Omit<FilterBarProps, 'children'> = {
    label: t('label'),
    submitLabel: t('submit'),
    resetLabel: t('reset'),
    pending,
    onSubmit: () => go(values),
    onReset: () => {
      const cleared = Object.fromEntries(Object.keys(values).map((name) => [name, ''])) as unknown as V;
      setValues(cleared);
      go(cleared);
    },
  };
  return { values, input, dates, bar };
}

export interface FilterBarProps {
  /** The search form's accessible name. */
  label: string;
  submitLabel: string;
  resetLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onReset: () => void;
  children: ReactNode;
}

/** A list's search form: its fields side by side (filter-bar.module.css), then search and reset. */
export function FilterBar({ label, submitLabel, resetLabel, pending, onSubmit, onReset, children }: FilterBarProps) {
  return (
    <form
      role="search"
      aria-label={label}
      className={styles.bar}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName('primary')} aria-busy={pending || undefined} disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className={buttonClassName('default')} disabled={pending} onClick={onReset}>
          {resetLabel}
        </button>
      </div>
    </form>
  );
}

interface SelectFieldProps {
  label: string;
  /** The first option's label (value ''): any value. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** Options after the list (a custom choice). */
  children?: ReactNode;
}

/** A labelled native select of a filter bar: any value, then the options. */
export function SelectField({ label, allLabel, options, children, ...select }: SelectFieldProps) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select {...select} className={styles.control}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </label>
  );
}
