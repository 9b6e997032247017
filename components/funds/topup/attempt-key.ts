'use client';

import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/api/funds';

/**
 * One Idempotency-Key per attempt of a money-moving call: the same body sent again (a retry after a
 * network failure, a second click) keeps its key, so the server answers the first result; any other
 * body (the form changed, a new quote) gets a new key.
 */
export function useAttemptKey(): (body: unknown) => string {
  const current = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const text = JSON.stringify(body ?? null);
    if (current.current?.body !== text) current.current = { body: text, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
}
