import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './plain-button.module.css';

/**
 * Two Chinese characters stand apart, as antd's buttons show them, by letter spacing rather than antd's space: the
 * button's name stays the word ("编辑"), so an aria-label that starts with it still contains the visible text.
 */
const TWO_CJK = /^[\u4e00-\u9fa5]{2}$/;

interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'default' | 'primary' | 'link';
  danger?: boolean;
  size?: 'middle' | 'small' | 'large';
  /** The full width of its box. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** Shows a spinner and marks the button busy (it stays as enabled as `disabled` says). */
  loading?: boolean;
}

/**
 * A native <button> with the look of antd's Button (default, primary, link; danger; small, large; block; loading),
 * for forms that need no more than that: it spares a page antd's Button and what it pulls in. It does
 * not read antd's Form `disabled`: pass `disabled` yourself.
 */
export function PlainButton({
  variant = 'default',
  danger = false,
  size = 'middle',
  block = false,
  loading = false,
  type = 'button',
  className,
  children,
  ...rest
}: PlainButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    danger ? styles.danger : null,
    size === 'small' ? styles.small : null,
    size === 'large' ? styles.large : null,
    block ? styles.block : null,
    loading ? styles.loading : null,
    className,
  ];
  return (
    <button type={type} className={classes.filter(Boolean).join(' ')} aria-busy={loading || undefined} {...rest}>
      {loading ? <span aria-hidden="true" className={styles.spinner} /> : null}
      {typeof children === 'string' && TWO_CJK.test(children) ? <span className={styles.twoCjk}>{children}</span> : children}
    </button>
  );
}
