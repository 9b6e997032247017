/**
 * A `?redirect=` target is followed only when it is a same-site path: one leading `/`, not `//` or
 * `/\`, no scheme, no control characters, also after decoding. Anything else goes home.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  let candidate = raw;
  for (let i = 0; i < 3; i += 1) {
    if (!isSafePath(candidate)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return fallback;
    }
    if (decoded === candidate) return raw;
    candidate = decoded;
  }
  return isSafePath(candidate) ? raw : fallback;
}

function isSafePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  // Control characters and backslashes let browsers reinterpret the path as another origin.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    const resolved = new URL(value, 'http://same.invalid');
    return resolved.origin === 'http://same.invalid';
  } catch {
    return false;
  }
}
