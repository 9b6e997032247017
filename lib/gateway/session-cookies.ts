import { SESSION_COOKIE, SESSION_TYPE_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/lib/contract/constants';

const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

function serialize(name: string, value: string, options: { httpOnly: boolean; secure: boolean; maxAge: number }) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax', `Max-Age=${options.maxAge}`];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The session as cookies: the token never reaches page scripts; `signed_in` only says one exists. */
export function sessionCookies(token: string, tokenType: string, secure: boolean): string[] {
  const base = { secure, maxAge: SESSION_MAX_AGE_S };
  return [
    serialize(SESSION_COOKIE, token, { ...base, httpOnly: true }),
    serialize(SESSION_TYPE_COOKIE, tokenType, { ...base, httpOnly: true }),
    serialize(SIGNED_IN_HINT_COOKIE, '1', { ...base, httpOnly: false }),
  ];
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [SESSION_COOKIE, SESSION_TYPE_COOKIE, SIGNED_IN_HINT_COOKIE].map((name) =>
    serialize(name, '', { httpOnly: name !== SIGNED_IN_HINT_COOKIE, secure, maxAge: 0 }),
  );
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
