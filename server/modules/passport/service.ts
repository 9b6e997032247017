// Customer sign-in (password, e-mail / phone one-time code, login code, extension pre-auth code),
// registration, password reset and sessions.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { UserType } from '../../../lib/contract/enums.ts';
import type { LoginResult } from '../../../lib/contract/wire.ts';
import { PASSWORD_PATTERN } from '../../../lib/validation/rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { loginCodes, sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken, SESSION_DAYS, TOKEN_TYPE } from '../../auth.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { ensureProfile } from '../account/profile.ts';
import { fieldError, type FieldIssue, FieldError } from '../../kernel/router.ts';
import { findCustomerByTarget, requireCode, type Target, verifyCode } from './codes.ts';
import { identifierKey, userKey } from './throttle.ts';

let dummyHash: Promise<string> | null = null;
/** Verifying against a dummy hash keeps the timing of "unknown user" close to "wrong password". */
function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-' + Math.random());
  return dummyHash;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password); // argon2id is the library default
}

export const loginFailed = () => new ApiError(400, 'LoginFailed', 'loginFailed');

export async function createSession(db: Db, tenantId: string, userId: string): Promise<LoginResult> {
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    id: newId('S'),
    tokenHash: hashToken(token),
    userId,
    tenantId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_DAYS * 86_400_000),
  });
  return { accessToken: token, tokenType: TOKEN_TYPE };
}

/** Revokes every live session of the member, except `keepSessionId` when given. */
export async function revokeSessions(db: Db, userId: string, keepSessionId: string | null = null): Promise<void> {
  const keep = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

export interface LoginInput {
  username: string;
  password: string;
  userType: number;
  bind_link_pre_auth_code?: string | null;
}

/**
 * The customer an identifier names: user name or e-mail (case-insensitive) or phone. An exact
 * user-name match wins when a name, e-mail and phone collide across accounts.
 */
export async function findLoginUser(db: Db, tenantId: string, identifier: string): Promise<UserRow | null> {
  const name = identifier.trim();
  if (!name) return null;
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
  return rows.find((u) => u.userName.toLowerCase() === lower) ?? rows[0] ?? null;
}

/** The throttle key of a sign-in identifier: its account, else the normalised identifier. */
export async function loginThrottleKey(db: Db, tenantId: string, identifier: string): Promise<string> {
  const user = await findLoginUser(db, tenantId, identifier);
  return user ? userKey(user.id) : identifierKey(identifier);
}

/** The throttle key of an e-mail / phone target: its account, else the target (`email:…` / `phone:…`). */
export async function targetThrottleKey(db: Db, tenantId: string, target: Target): Promise<string> {
  const user = await findCustomerByTarget(db, tenantId, target);
  return user ? userKey(user.id) : target.key;
}

export async function login(db: Db, tenantId: string, input: LoginInput): Promise<LoginResult> {
  const user = input.userType === UserType.Customer ? await findLoginUser(db, tenantId, input.username) : null;
  let ok = false;
  if (user) ok = await verify(user.passwordHash, input.password).catch(() => false);
  else await verify(await getDummyHash(), input.password).catch(() => false);
  if (!user || !ok) throw loginFailed();
  return signIn(db, user, input.bind_link_pre_auth_code);
}

/** A session for the member; binds the extension pre-auth code given at sign-in (silently skipped when invalid). */
async function signIn(db: Db, user: UserRow, preAuthCode?: string | null): Promise<LoginResult> {
  if (preAuthCode?.trim()) await bindPreAuthCode(db, user, preAuthCode, { rebind: false }).catch(() => undefined);
  return createSession(db, user.tenantId, user.id);
}

/** Sign-in with a one-time code sent to the e-mail / phone (purpose login). */
export async function loginByTarget(
  db: Db,
  tenantId: string,
  target: Target,
  otp: string,
  preAuthCode?: string | null,
): Promise<LoginResult> {
  const user = await findCustomerByTarget(db, tenantId, target);
  const ok = otp.trim() ? await verifyLoginCode(db, tenantId, target, otp) : false;
  if (!ok || !user) throw loginFailed();
  return signIn(db, user, preAuthCode);
}

async function verifyLoginCode(db: Db, tenantId: string, target: Target, otp: string) {
  try {
    await requireCode(db, tenantId, target, 'login', otp, 'otp');
    return true;
  } catch {
    return false;
  }
}

/** Registration input after route validation (strings trimmed there). */
export interface RegisterInput {
  userName: string;
  target: Target;
  code: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

export const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,19}$/;

export function checkNewPassword(password: string, confirm: string, field = 'password', confirmField = 'confirmPassword') {
  const issues: FieldIssue[] = [];
  if (!PASSWORD_PATTERN.test(password)) issues.push({ field, key: 'passwordRule' });
  if (password !== confirm) issues.push({ field: confirmField, key: 'passwordMismatch' });
  if (issues.length) throw new FieldError(issues);
}

/** Whether another customer of the tenant already uses this user name / e-mail / phone (case-insensitive). */
export async function contactTaken(db: Db, tenantId: string, target: Target, exceptUserId: string | null = null) {
  const found = await findCustomerByTarget(db, tenantId, target);
  return Boolean(found && found.id !== exceptUserId);
}

export async function register(db: Db, tenantId: string, input: RegisterInput): Promise<LoginResult> {
  const issues: FieldIssue[] = [];
  if (!USER_NAME_PATTERN.test(input.userName)) issues.push({ field: 'userName', key: 'userNameRule' });
  if (!PASSWORD_PATTERN.test(input.password)) issues.push({ field: 'password', key: 'passwordRule' });
  if (input.password !== input.confirmPassword) issues.push({ field: 'confirmPassword', key: 'passwordMismatch' });
  if (!input.agree) issues.push({ field: 'agree', key: 'agreeRequired' });
  if (!input.code) issues.push({ field: 'code', key: 'fieldRequired' });
  if (issues.length) throw new FieldError(issues);

  const nameTaken = async (tx: Db) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), sql`lower(${users.userName}) = ${input.userName.toLowerCase()}`))
      .limit(1);
    return Boolean(row);
  };
  const takenKey = input.target.kind === 'email' ? 'emailTaken' : 'phoneTaken';
  const takenField = input.target.kind === 'email' ? 'email' : 'phone';
  // The code first: whether a name, e-mail or phone is taken is told only to whoever proved the
  // target. Checked without consuming it, so a taken name can be corrected with the same code.
  if (!(await verifyCode(db, tenantId, input.target, 'register', input.code, { consume: false }))) {
    throw new ApiError(400, 'InvalidVerificationCode', 'codeInvalid');
  }
  if (await nameTaken(db)) throw fieldError('userName', 'userNameTaken');
  if (await contactTaken(db, tenantId, input.target)) throw fieldError(takenField, takenKey);

  await requireCode(db, tenantId, input.target, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    // Serialize registrations of the tenant so the uniqueness checks hold (user name also has a unique index).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`register:${tenantId}`}))`);
    if (await nameTaken(tx)) throw fieldError('userName', 'userNameTaken');
    if (await contactTaken(tx, tenantId, input.target)) throw fieldError(takenField, takenKey);
    const [row] = await tx
      .insert(users)
      .values({
        id: newId('U'),
        tenantId,
        userName: input.userName,
        email: input.target.kind === 'email' ? input.target.value : null,
        phone: input.target.kind === 'phone' ? input.target.value : null,
        name: input.userName,
        userType: UserType.Customer,
        passwordHash,
      })
      .returning();
    await ensureProfile(tx, row, { internationalCode: input.target.internationalCode });
    return row;
  });
  return createSession(db, tenantId, user.id);
}

/** New password with a code of purpose reset; ends ALL sessions of the member. */
export async function resetPassword(
  db: Db,
  tenantId: string,
  input: { target: Target; code: string; password: string; confirmPassword: string },
): Promise<void> {
  checkNewPassword(input.password, input.confirmPassword);
  await requireCode(db, tenantId, input.target, 'reset', input.code);
  const user = await findCustomerByTarget(db, tenantId, input.target);
  if (!user) throw new ApiError(400, 'InvalidVerificationCode', 'codeInvalid');
  const passwordHash = await hashPassword(input.password);
  await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  await revokeSessions(db, user.id);
}

/** Old password check, new password, and the member's OTHER sessions end. */
export async function changePassword(
  db: Db,
  user: UserRow,
  sessionId: string,
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  checkNewPassword(input.newPassword, input.confirmPassword, 'newPassword');
  const ok = await verify(user.passwordHash, input.oldPassword).catch(() => false);
  if (!ok) throw fieldError('oldPassword', 'oldPasswordWrong');
  await db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, user.id));
  await revokeSessions(db, user.id, sessionId);
}

// ---- Login codes and extension pre-auth codes ------------------------------------------------------

export const LOGIN_CODE_TTL_MS = 5 * 60_000;
export const PRE_AUTH_TTL_MS = 10 * 60_000;
const LOGIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const codeHash = (kind: string, code: string) => createHash('sha256').update(`${kind}:${code.trim().toUpperCase()}`).digest('hex');
const preAuthHash = (code: string) => createHash('sha256').update(`pre-auth:${code.trim()}`).digest('hex');

/** 10 characters of an unambiguous alphabet (50 bits), 5 minutes, single use. */
export async function issueLoginCode(db: Db, user: { id: string; tenantId: string }) {
  let code = '';
  for (let i = 0; i < 10; i++) code += LOGIN_CODE_ALPHABET[randomInt(0, LOGIN_CODE_ALPHABET.length)];
  const expiresAt = new Date(Date.now() + LOGIN_CODE_TTL_MS);
  await db.insert(loginCodes).values({
    id: newId('LC'),
    tenantId: user.tenantId,
    kind: 'login',
    codeHash: codeHash('login', code),
    userId: user.id,
    expiresAt,
  });
  return { loginCode: code, expiresAt: expiresAt.toISOString() };
}

/** Consumes a live code of this tenant and kind atomically; returns its member id. */
async function consumeCode(db: Db, tenantId: string, kind: 'login' | 'pre-auth', hashValue: string) {
  const now = new Date();
  const rows = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginCodes.codeHash, hashValue),
        eq(loginCodes.tenantId, tenantId),
        eq(loginCodes.kind, kind),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
        sql`${loginCodes.userId} IS NOT NULL`,
      ),
    )
    .returning({ userId: loginCodes.userId });
  return rows[0]?.userId ?? null;
}

async function customerById(db: Db, tenantId: string, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.userType, UserType.Customer)))
    .limit(1);
  return user ?? null;
}

export async function loginByCode(db: Db, tenantId: string, code: string): Promise<LoginResult> {
  const userId = code.trim() ? await consumeCode(db, tenantId, 'login', codeHash('login', code)) : null;
  const user = userId ? await customerById(db, tenantId, userId) : null;
  if (!user) throw new ApiError(400, 'LoginFailed', 'loginCodeInvalid');
  return createSession(db, tenantId, user.id);
}

/** The extension asks for a pre-auth code (unbound, 10 minutes): `PA` + 32 url-safe characters. */
export async function issuePreAuthCode(db: Db, tenantId: string) {
  const code = `PA${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + PRE_AUTH_TTL_MS);
  await db.insert(loginCodes).values({ id: newId('LC'), tenantId, kind: 'pre-auth', codeHash: preAuthHash(code), expiresAt });
  return { preAuthCode: code, expiresAt: expiresAt.toISOString() };
}

/**
 * Links a live, unconsumed pre-auth code of the member's tenant to the member. bind refuses a code
 * already linked to another member (409); re-bind moves it to this member.
 */
export async function bindPreAuthCode(db: Db, user: UserRow, code: string, opts: { rebind: boolean }) {
  const now = new Date();
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.codeHash, preAuthHash(code)),
        eq(loginCodes.tenantId, user.tenantId),
        eq(loginCodes.kind, 'pre-auth'),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(400, 'InvalidPreAuthCode', 'preAuthCodeInvalid');
  if (row.userId && row.userId !== user.id && !opts.rebind) {
    throw new ApiError(409, 'PreAuthCodeBound', 'preAuthBoundToOther');
  }
  await db.update(loginCodes).set({ userId: user.id, boundAt: now }).where(eq(loginCodes.id, row.id));
  return { bound: true as const, expiresAt: row.expiresAt.toISOString() };
}

/** The extension exchanges a bound pre-auth code (once) for its own session. */
export async function loginByPreAuthCode(db: Db, tenantId: string, code: string): Promise<LoginResult> {
  const hashValue = preAuthHash(code);
  const userId = code.trim() ? await consumeCode(db, tenantId, 'pre-auth', hashValue) : null;
  if (!userId) {
    const [pending] = await db
      .select({ id: loginCodes.id })
      .from(loginCodes)
      .where(
        and(
          eq(loginCodes.codeHash, hashValue),
          eq(loginCodes.tenantId, tenantId),
          isNull(loginCodes.userId),
          isNull(loginCodes.consumedAt),
          gt(loginCodes.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (pending) throw new ApiError(400, 'PreAuthCodeNotBound', 'preAuthNotBound');
    throw new ApiError(400, 'InvalidPreAuthCode', 'preAuthCodeInvalid');
  }
  const user = await customerById(db, tenantId, userId);
  if (!user) throw new ApiError(400, 'InvalidPreAuthCode', 'preAuthCodeInvalid');
  return createSession(db, tenantId, user.id);
}

/** Revokes the session of this token in this tenant; silently does nothing when unknown or revoked. */
export async function logout(db: Db, tenantId: string, token: string | null): Promise<void> {
  if (!token) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenantId, tenantId), sql`${sessions.revokedAt} IS NULL`));
}

/**
 * TEST/DEMO ONLY: an operator (user type Admin) signs in by user name and password. The customer
 * login never accepts Admin accounts; this session only serves the /api/admin routes (outbox).
 */
export async function adminLogin(db: Db, tenantId: string, username: string, password: string): Promise<LoginResult> {
  const lower = username.trim().toLowerCase();
  const [user] = lower
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.userType, UserType.Admin), sql`lower(${users.userName}) = ${lower}`))
        .limit(1)
    : [];
  const ok = user ? await verify(user.passwordHash, password).catch(() => false) : await verify(await getDummyHash(), password).catch(() => false);
  if (!user || !ok) throw loginFailed();
  return createSession(db, tenantId, user.id);
}
