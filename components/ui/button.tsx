import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'default';

/** Class names for a plain <button> or <a> styled as a button (no antd on public pages). */
export function buttonClassName(variant: ButtonVariant = 'default', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}
