'use client';

import { useSyncExternalStore } from 'react';
import { formatDate } from '@/lib/format/date';

const noop = () => () => {};

/**
 * A date and time `YYYY-MM-DD HH:mm:ss` (formatDate's pattern unless another is given; SPEC section 5) in the
 * reader's time zone: the server render shows the server's, and the browser renders it again in its own once
 * hydrated. Empty shows `-`. It never breaks across lines (app/styles/globals.css: `time`).
 */
export function DateTime({ value, pattern }: { value: string | null | undefined; pattern?: string }) {
  // false on the server and while hydrating, true after: a different value re-renders with the local zone.
  const local = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return (
    <time dateTime={value ?? undefined} data-local={local || undefined}>
      {formatDate(value, pattern)}
    </time>
  );
}
