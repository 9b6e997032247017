'use client';

import { buttonClassName, type ButtonVariant } from './button';

interface RetryButtonProps {
  label: string;
  /** What to retry: a client component reading its data again. A page's retry is ./reload-button. */
  onRetry: () => void;
  variant?: ButtonVariant;
}

export function RetryButton({ label, onRetry, variant = 'primary' }: RetryButtonProps) {
  return (
    <button type="button" className={buttonClassName(variant)} onClick={() => onRetry()}>
      {label}
    </button>
  );
}
