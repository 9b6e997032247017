import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE, SESSION_TYPE_COOKIE } from '@/lib/contract/constants';

/** `<tokenType> <token>` from the httpOnly session cookies, or null. Reading it makes a page dynamic. */
export async function readAuthorization(): Promise<string | null> {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  const tokenType = jar.get(SESSION_TYPE_COOKIE)?.value;
  if (!token || !tokenType) return null;
  return `${tokenType} ${token}`;
}
