/**
 * The one rule for "is this a place on this site?" (docs/decisions.md, "Redirect rule"). Used by the
 * navigation resolver (internal links and same-host absolute links), /biz-redirect and the sign-in
 * `?redirect=`. Pure: unit-tested without the `@/` alias.
 *
 * 1. Refuse non-strings, empty and overlong values, and control characters (browsers drop tab and
 *    newline, so `/\t/evil` would become `//evil`).
 * 2. Normalise: decode once and resolve dot segments by URL parsing, for the value as given and for its
 *    once-decoded form (`/%2e//evil`, `/.//evil` and `/%2F/evil` all resolve to `//evil`).
 * 3. Decide same-site: a path with one leading `/` (`\` counts as `/`, as in browsers), or an absolute
 *    http(s) URL of `host` (port and scheme ignored), without user info.
 * 4. Refuse any value whose normalised path starts with `//` or `/\`: as a `Location` or `href` it
 *    would name another host.
 *
 * Returns path + query + fragment, normalised (never starting with `//` or `/\`), or null.
 */
export function sameSitePath(raw: string | null | undefined, host?: string | null): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (CONTROL.test(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (CONTROL.test(decoded)) return null;
  const given = parseSameSite(raw, host);
  // The decoded form must stay on the site too: anything downstream (a proxy, a trailing-slash
  // redirect) that decodes once must not find another host in it.
  if (given === null || parseSameSite(decoded, host) === null) return null;
  return given;
}

/** `sameSitePath(raw) ?? fallback`: for `?redirect=`, where anything else goes home. */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  return sameSitePath(raw) ?? fallback;
}

const MAX_LENGTH = 2048;
// C0 controls, DEL and the C1 range; also the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const BASE = 'http://same-site.invalid';
const LEADING_SLASHES = /^[/\\]{2}/;

function parseSameSite(value: string, host: string | null | undefined): string | null {
  let url: URL;
  if (/^[/\\]/.test(value)) {
    // "//x", "/\x", "\\x", "\/x": protocol-relative, another host.
    if (LEADING_SLASHES.test(value)) return null;
    try {
      url = new URL(value, `${BASE}/`);
    } catch {
      return null;
    }
    if (url.origin !== BASE) return null;
  } else {
    if (!host || !/^https?:/i.test(value)) return null;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || !sameHost(url.hostname, host)) return null;
  }
  // Dot segments are resolved by now: "/.//evil" has become "//evil".
  if (LEADING_SLASHES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Host names compared without port, case, brackets or a trailing dot. */
export function sameHost(hostname: string, currentHost: string): boolean {
  const normalise = (value: string) =>
    value
      .trim()
      .toLowerCase()
      .replace(/^(\[[^\]]*\]|[^:]*):\d*$/, '$1')
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
  const current = normalise(currentHost);
  return current.length > 0 && normalise(hostname) === current;
}
