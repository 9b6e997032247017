'use client';

import { formatDate } from '@/lib/format/display';

/** A date-time in the reader's zone (YYYY-MM-DD HH:mm:ss, a dash when missing); the server's guess is replaced on hydration. */
export function LocalDate({ value }: { value: string | null | undefined }) {
  return <span suppressHydrationWarning>{formatDate(value)}</span>;
}
