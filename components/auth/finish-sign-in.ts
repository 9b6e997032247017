'use client';

import { loadCurrentMember } from '@/lib/api/account';
import { bindPreAuthCode } from '@/lib/api/passport';
import { safeRedirectPath } from '@/lib/site/safe-redirect';
import { preAuthCodeFrom } from './pre-auth';

/**
 * After any sign-in: link the browser extension when the URL carries its pre-auth code (unless the
 * sign-in call already took it), load the member, then leave with a full navigation (so the server
 * render sees the new session cookie) to `redirect` when it is a same-site path, else home.
 */
export async function finishSignIn(homeHref: string, options: { bound?: boolean } = {}): Promise<void> {
  const code = preAuthCodeFrom(window.location.search);
  if (code && !options.bound) await bindPreAuthCode(code).catch(() => undefined);
  await loadCurrentMember().catch(() => undefined);
  const requested = new URLSearchParams(window.location.search).get('redirect');
  window.location.assign(safeRedirectPath(requested, homeHref));
}
