// One spelling per API path. The backend decodes percent escapes before routing, so a path that only
// matches a rule of the gateway after decoding (`/api/passport-management/%6Cogin`) would slip past
// any rule written on the raw path. Such paths are refused before anything is matched.
// Relative imports only: plain Node loads it.

/** Characters a path segment may hold as themselves (RFC 3986 pchar without `%`). */
const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;
/** Percent escapes that must not be used: of unreserved characters (letters, digits, `-._~`), `/`, `\`, NUL. */
const NEEDLESS_OR_AMBIGUOUS_ESCAPE = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[DdEe]|5[Ff]|7[Ee]|2[Ff]|5[Cc]|00)/;

/**
 * Whether `path` (the raw path of the request URL, without query) is in canonical form: it starts with
 * one `/`, has no empty, `.` or `..` segments, no backslash, and no percent escape of a character that
 * needs none (letters, digits, `-._~`), of `/`, `\` or NUL. (`%25` is allowed: the backend decodes
 * once, so an escaped `%` stays a literal `%` in a parameter.)
 */
export function isCanonicalPath(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path === '/') return true;
  const segments = path.slice(1).split('/');
  for (const [index, segment] of segments.entries()) {
    if (segment === '') {
      if (index === segments.length - 1) continue; // a trailing slash
      return false;
    }
    if (segment === '.' || segment === '..') return false;
    if (!SEGMENT.test(segment) || NEEDLESS_OR_AMBIGUOUS_ESCAPE.test(segment)) return false;
  }
  return true;
}

/** The raw path of a URL string as sent (before any parser resolved dot segments or backslashes). */
export function rawPathOf(url: string): string {
  const afterScheme = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i, '');
  const end = afterScheme.search(/[?#]/);
  return end < 0 ? afterScheme : afterScheme.slice(0, end);
}
