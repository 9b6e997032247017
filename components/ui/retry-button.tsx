'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { buttonClassName, type ButtonVariant } from './button';

interface RetryButtonProps {
  label: string;
  /** What to retry; without it the server components of the page are fetched again. */
  onRetry?: () => void;
  variant?: ButtonVariant;
}

export function RetryButton({ label, onRetry, variant = 'primary' }: RetryButtonProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={buttonClassName(variant)}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={() => (onRetry ? onRetry() : startTransition(() => router.refresh()))}
    >
      {label}
    </button>
  );
}
