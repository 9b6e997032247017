// The browser-extension link: /login?bind_link_pre_auth_code=… (or ?preAuthCode=…).

const PARAMS = ['bind_link_pre_auth_code', 'preAuthCode', 'pre_auth_code'] as const;

/** The extension's pre-auth code carried by the page URL, trimmed; null when absent or implausible. */
export function preAuthCodeFrom(search: string): string | null {
  const query = new URLSearchParams(search);
  for (const name of PARAMS) {
    const value = query.get(name)?.trim();
    if (value && value.length <= 512 && /^[\w.~-]+$/.test(value)) return value;
  }
  return null;
}
