import { unstable_rethrow } from 'next/navigation';

/** A secondary read of the wallet page that may have failed: its section then offers a retry. */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** The answer, or `{ ok: false }` on failure; Next's own signals (the sign-in redirect of a 401) pass through. */
export async function loadOrFail<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    unstable_rethrow(error);
    console.error(error);
    return { ok: false };
  }
}
