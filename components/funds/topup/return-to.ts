// "Back to your payment": where a top-up started from (?returnTo= of /user/recharge), kept per top-up in
// sessionStorage so the top-up page can lead back once the wallet is credited.
import { sameSitePath } from '@/lib/site/safe-redirect';

const KEY_PREFIX = 'topupReturnTo:';
const LOCALE_PREFIX = /^\/en(?=[/?#]|$)/;

/**
 * A same-site path (the one redirect rule, lib/site/safe-redirect) without the language prefix, so the
 * localized Link adds the current one; null for anything else. `host`: the page's own host, which
 * makes an absolute URL of this site acceptable too.
 */
export function returnPathOf(raw: string | null | undefined, host?: string | null): string | null {
  const path = sameSitePath(raw, host);
  if (!path) return null;
  const bare = path.replace(LOCALE_PREFIX, '') || '/';
  // Checked again without the prefix ("/en//evil" must not become "//evil").
  return sameSitePath(bare) ?? null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveReturnTo(topupId: string, path: string | null | undefined): void {
  const safe = returnPathOf(path);
  if (safe) storage()?.setItem(`${KEY_PREFIX}${topupId}`, safe);
}

/** The kept path of a top-up (checked again), or null. */
export function readReturnTo(topupId: string): string | null {
  return returnPathOf(storage()?.getItem(`${KEY_PREFIX}${topupId}`) ?? null);
}

/** Forgets it: the way back is offered once. */
export function forgetReturnTo(topupId: string): void {
  storage()?.removeItem(`${KEY_PREFIX}${topupId}`);
}
