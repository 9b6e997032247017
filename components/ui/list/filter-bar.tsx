'use client';

import { useTransition, type ReactNode } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { buttonClassName } from '@/components/ui/button';
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
