'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_DATE_PATTERN, formatDate } from '@/lib/format/date';

const noop = () => () => {};

/**
 * A date and time `YYYY-MM-DD HH:mm:ss` (SPEC section 5) in the reader's time zone: the server render
 * shows the server's, and the browser renders it again in its own once hydrated. Empty shows `-`.
 */
export function DateTime({ value, pattern = DEFAULT_DATE_PATTERN }: { value: string | null | undefined; pattern?: string }) {
  // false on the server and while hydrating, true after: a different value re-renders with the local zone.
  const local = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return (
    <time dateTime={value ?? undefined} data-local={local || undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, pattern)}
    </time>
  );
}
