'use client';

import type { ChangeEvent } from 'react';
import { Input } from 'antd';
import '@/components/providers/antd/input.css';
import styles from './filter-bar.module.css';

interface KeywordFieldProps {
  label: string;
  placeholder: string;
  /** Takes the room a number needs (filter-bar.module.css `keyword`). */
  wide?: boolean;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A filter bar's number search: antd's Input (with a clear button) under its label. */
export function KeywordField({ label, placeholder, wide = false, ...input }: KeywordFieldProps) {
  return (
    <label className={wide ? `${styles.field} ${styles.keyword}` : styles.field}>
      <span>{label}</span>
      <Input {...input} placeholder={placeholder} allowClear maxLength={64} autoComplete="off" />
    </label>
  );
}
