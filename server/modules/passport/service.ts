// Customer login and logout.
import { hash, verify } from '@node-rs/argon2';
import { and, eq, or, sql } from 'drizzle-orm';
import { UserType } from '../../../lib/contract/enums';
import type { LoginResult } from '../../../lib/contract/wire';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { sessions, users } from '../../db/schema';
import { hashToken, newToken, SESSION_DAYS, TOKEN_TYPE } from '../../auth';
import { ApiError } from '../../errors';

let dummyHash: Promise<string> | null = null;
/** Verifying against a dummy hash keeps the timing of "unknown user" close to "wrong password". */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-' + Math.random());
  return dummyHash;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password); // argon2id is the library default
}

const loginFailed = () => new ApiError(400, 'LoginFailed', 'loginFailed');

export interface LoginInput {
  username: string;
  password: string;
  userType: number;
}

export async function login(db: Db, tenantId: string, input: LoginInput): Promise<LoginResult> {
  const name = input.username.trim();
  if (!name || input.userType !== UserType.Customer) {
    await verify(await getDummyHash(), input.password).catch(() => false);
    throw loginFailed();
  }
  const lower = name.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.userType, UserType.Customer),
        or(sql`lower(${users.userName}) = ${lower}`, sql`lower(${users.email}) = ${lower}`, eq(users.phone, name)),
      ),
    )
    .limit(2);
  // Prefer an exact user-name match when a name, email and phone collide across accounts.
  const user = rows.find((u) => u.userName.toLowerCase() === lower) ?? rows[0];
  let ok = false;
  if (user) ok = await verify(user.passwordHash, input.password).catch(() => false);
  else await verify(await getDummyHash(), input.password).catch(() => false);
  if (!user || !ok) throw loginFailed();

  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    id: newId('S'),
    tokenHash: hashToken(token),
    userId: user.id,
    tenantId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_DAYS * 86_400_000),
  });
  return { accessToken: token, tokenType: TOKEN_TYPE };
}

/** Revokes the session of this token in this tenant; silently does nothing when unknown or revoked. */
export async function logout(db: Db, tenantId: string, token: string | null): Promise<void> {
  if (!token) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenantId, tenantId), sql`${sessions.revokedAt} IS NULL`));
}
