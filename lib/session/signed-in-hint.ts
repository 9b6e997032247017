import { SIGNED_IN_HINT_COOKIE } from '@/lib/contract/shell-constants';

const HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`);

/**
 * Whether the readable hint cookie says a session probably exists (browser only). Public pages read it this way,
 * without the session store or a cookie library; the gateway sets and clears it with the session.
 */
export function hasSignedInHint(): boolean {
  return HINT.test(document.cookie);
}
