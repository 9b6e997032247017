// The browser-extension link: /login?bind_link_pre_auth_code=… (or ?preAuthCode=…, ?pre_auth_code=…).
// A code in a link may be someone else's (docs/extension-contract.md, "Linking from a link"): the sign-in
// forms send it only when the customer ticks the box of ExtensionLinkConsent (./extension-link-consent.tsx).

const PARAMS = ['bind_link_pre_auth_code', 'preAuthCode', 'pre_auth_code'] as const;

/** The names under which the page URL may carry the extension's pre-auth code. */
export const PRE_AUTH_CODE_PARAMS: readonly string[] = PARAMS;

/** The extension's pre-auth code carried by the page URL, trimmed; null when absent or implausible. */
export function preAuthCodeFrom(search: string): string | null {
  const query = new URLSearchParams(search);
  for (const name of PARAMS) {
    const value = query.get(name)?.trim();
    if (value && value.length <= 512 && /^[\w.~-]+$/.test(value)) return value;
  }
  return null;
}

/** The last 4 characters of a code, shown so the customer can match it with what their extension shows. */
export function preAuthCodeTail(code: string): string {
  return code.slice(-4);
}
