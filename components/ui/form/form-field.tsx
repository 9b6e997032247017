import type { ReactNode } from 'react';
import styles from './field.module.css';

interface FormFieldProps {
  /** The control's id: the label names it; its message is `<id>_help`, its hint `<id>_extra` (aria-describedby). */
  id: string;
  /** Omitted for a control that carries its own text (a checkbox). */
  label?: ReactNode;
  /** The control is a group (radios) that names itself: the label is a caption, not a <label>. */
  group?: boolean;
  error?: string;
  hint?: ReactNode;
  /** No space below (the last field before the buttons). */
  tight?: boolean;
  /** The box's own class besides the kit's (its place in a form's grid). */
  className?: string;
  children: ReactNode;
}

/**
 * A field of a plain form, antd's Form.Item look without antd: the label, the control, its hint and its error
 * (announced: role="alert"), linked to the control by the ids the control's aria-describedby names.
 */
export function FormField({ id, label, group = false, error, hint, tight = false, className, children }: FormFieldProps) {
  const classes = [styles.item, error ? styles.hasError : null, tight ? styles.tight : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {label && group ? (
        <div className={styles.label} aria-hidden="true">
          {label}
        </div>
      ) : null}
      {label && !group ? (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      ) : null}
      {children}
      {error ? (
        <div id={`${id}_help`} role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}_extra`} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
