'use client';

import { useEffect, useState, type SelectHTMLAttributes } from 'react';
import { listInternationalCodes, type DialCode } from '@/lib/api/reference';
import styles from './dial-code-select.module.css';

let cached: Promise<DialCode[]> | null = null;

/** The public list of international dialing codes, fetched once per page. */
export function loadDialCodes(): Promise<DialCode[]> {
  cached ??= listInternationalCodes()
    .then((list) => list.items ?? [])
    .catch(() => {
      cached = null;
      return [];
    });
  return cached;
}

/**
 * The codes to offer, each once, in the list's order; a current `value` the list lacks comes first (a saved code
 * the list no longer has), with no country name.
 */
export function useDialCodes(value: string | undefined): { code: string; name: string | null }[] {
  const [codes, setCodes] = useState<DialCode[]>([]);
  useEffect(() => {
    let alive = true;
    void loadDialCodes().then((items) => alive && setCodes(items));
    return () => {
      alive = false;
    };
  }, []);
  const seen = new Set<string>();
  const unique = codes.filter((item) => (seen.has(item.code) ? false : (seen.add(item.code), true))).map((item) => ({ code: item.code, name: item.name }));
  return value && !seen.has(value) ? [{ code: value, name: null }, ...unique] : unique;
}

interface DialCodeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> {
  value: string;
  ariaLabel: string;
}

/**
 * International code (digits, e.g. "86") chosen from the public list with the phone's own picker (a native select:
 * its options read "China +86"); the box shows "+86" only, so it stays narrow beside the number.
 */
export function DialCodeSelect({ value, ariaLabel, className, ...select }: DialCodeSelectProps) {
  const options = useDialCodes(value).map(({ code, name }) => ({ value: code, label: name ? `${name} +${code}` : `+${code}` }));
  return (
    <span className={[styles.box, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true" className={styles.shown}>
        {value ? `+${value}` : ''}
      </span>
      <select {...select} value={value} aria-label={ariaLabel} className={styles.select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
