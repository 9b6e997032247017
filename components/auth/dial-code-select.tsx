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

interface DialCodeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> {
  value: string;
  ariaLabel: string;
}

/**
 * International code (digits, e.g. "86") chosen from the public list with the phone's own picker (a native select:
 * its options read "China +86"); the box shows "+86" only, so it stays narrow beside the number.
 */
export function DialCodeSelect({ value, ariaLabel, className, ...select }: DialCodeSelectProps) {
  const [codes, setCodes] = useState<DialCode[]>([]);
  useEffect(() => {
    let alive = true;
    void loadDialCodes().then((items) => alive && setCodes(items));
    return () => {
      alive = false;
    };
  }, []);
  const seen = new Set<string>();
  const options = codes
    .filter((item) => (seen.has(item.code) ? false : (seen.add(item.code), true)))
    .map((item) => ({ value: item.code, label: `${item.name} +${item.code}` }));
  if (value && !seen.has(value)) options.unshift({ value, label: `+${value}` });
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
