import { notFound, unstable_rethrow } from 'next/navigation';
import { orNull } from '@/lib/api/client';
import { log } from '@/lib/ops/log';

/**
 * A server read that may have failed: the page (or its section) then shows "loading failed" with a retry,
 * never a blank. The one loaded-or-failed shape of server renders, public and signed-in alike.
 */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

/**
 * The answer of a server read, or `{ ok: false }` when it failed (logged). Next's own signals (the sign-in
 * redirect of a 401, notFound()) pass through.
 */
export async function settle<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    unstable_rethrow(error);
    log.error('server read failed', { err: error });
    return { ok: false };
  }
}

/**
 * A read of one record by its id: the record; notFound() (404) when the backend does not know it for this
 * member (another member's id included); `{ ok: false }` when the read failed (the page shows a retry).
 */
export async function readRecord<T>(call: Promise<T>): Promise<Loaded<T>> {
  const read = await settle(orNull(call));
  if (read.ok && read.data === null) notFound();
  return read as Loaded<T>;
}

/** A record page opened without its id: nothing is read and the page says so (200: the SPEC route exists). */
export const NO_RECORD = { ok: true, data: null } as const;
