'use client';

import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

const join = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

/** A large text input with antd's look; in a compact row `grow` makes it take the room left. */
export function TextInput({ className, grow = false, ...input }: InputHTMLAttributes<HTMLInputElement> & { grow?: boolean; ref?: Ref<HTMLInputElement> }) {
  return <input type="text" {...input} className={join(styles.control, grow && styles.grow, className)} />;
}

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The show / hide button's names, from the catalog. */
  showLabel: string;
  hideLabel: string;
}

/** A large password input with a button that shows the typed password (antd's Input.Password). */
export function PasswordInput({ showLabel, hideLabel, disabled, className, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={join(styles.control, styles.affix, className)}>
      <input {...input} type={visible ? 'text' : 'password'} disabled={disabled} className={styles.affixInput} />
      <button
        type="button"
        className={styles.eye}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon crossed={!visible} />
      </button>
    </span>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A text area with antd's look; with `maxLength`, the count typed so far under it (antd's showCount). */
export function TextArea({ className, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const box = <textarea {...area} className={join(styles.control, styles.area, className)} />;
  if (area.maxLength === undefined) return box;
  return (
    <div className={styles.counted}>
      {box}
      <span aria-hidden="true" className={styles.count}>
        {String(area.value ?? '').length} / {area.maxLength}
      </span>
    </div>
  );
}

/** A large native select with antd's look: a phone shows its own picker, a keyboard jumps by the first letters. */
export function NativeSelect({ className, children, ...select }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...select} className={join(styles.control, styles.select, className)}>
      {children}
    </select>
  );
}

/** Controls in a row sharing their borders (a dial code and a phone number; a code and its send button). */
export function CompactRow({ children }: { children: ReactNode }) {
  return <div className={styles.compact}>{children}</div>;
}
