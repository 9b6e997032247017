'use client';

import { loadCurrentMember } from '@/lib/api/account';
import { bindPreAuthCode } from '@/lib/api/passport';
import { safeRedirectPath } from '@/lib/site/safe-redirect';

/**
 * After any sign-in: link `bindCode` to the member when given (a pre-auth code the customer agreed to link,
 * see ExtensionLinkConsent; never a code read here from the URL), load the member, then leave with a full
 * navigation (so the server render sees the new session cookie) to `redirect` when it is a same-site path,
 * else home.
 */
export async function finishSignIn(homeHref: string, options: { bindCode?: string | null } = {}): Promise<void> {
  if (options.bindCode) await bindPreAuthCode(options.bindCode).catch(() => undefined);
  await loadCurrentMember().catch(() => undefined);
  const requested = new URLSearchParams(window.location.search).get('redirect');
  window.location.assign(safeRedirectPath(requested, homeHref));
}
