import type { ChangeEvent } from 'react';
import styles from './filter-bar.module.css';

interface KeywordFieldProps {
  label: string;
  placeholder: string;
  /** Takes the room a number needs (filter-bar.module.css `keyword`). */
  wide?: boolean;
  name: string;
  value: string;
  maxLength?: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A filter bar's number search: a native search field under its label (the browser draws its clear button; antd's
 * Input brought its form context and rc-field-form to every list).
 */
export function KeywordField({ label, placeholder, wide = false, maxLength = 64, ...input }: KeywordFieldProps) {
  return (
    <label className={wide ? `${styles.field} ${styles.keyword}` : styles.field}>
      <span>{label}</span>
      <input {...input} type="search" className={styles.control} placeholder={placeholder} maxLength={maxLength} autoComplete="off" />
    </label>
  );
}
