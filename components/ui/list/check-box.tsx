'use client';

import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import styles from './data-table.module.css';

/** A native checkbox in the theme colour; `indeterminate` is a DOM property only, set after render. */
export function CheckBox({ indeterminate = false, className, ...rest }: InputHTMLAttributes<HTMLInputElement> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className={[styles.check, className].filter(Boolean).join(' ')} {...rest} />;
}
