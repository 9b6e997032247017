import { unstable_rethrow } from 'next/navigation';

/** A backend read that may have failed: the page then shows "loading failed" with a retry, never a blank. */
export type Settled<T> = { ok: true; data: T } | { ok: false };

/**
 * The answer of a server read, or `{ ok: false }` when it failed. Next's own signals (the sign-in
 * redirect of a 401, notFound()) pass through.
 */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    unstable_rethrow(error);
    console.error(error);
    return { ok: false };
  }
}
