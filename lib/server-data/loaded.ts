import { unstable_rethrow } from 'next/navigation';

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
    console.error(error);
    return { ok: false };
  }
}
