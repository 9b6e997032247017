// Customer sign-in (password, e-mail / phone one-time code), registration, password reset and sessions.
// Login codes and the extension's pre-auth codes: ./login-codes.ts.
import { hash, verify } from '@node-rs/argon2';
import { and, eq, or, sql } from 'drizzle-orm';
import { UserType } from '../../../lib/contract/enums.ts';
import type { LoginResult } from '../../../lib/contract/wire.ts';
import { PASSWORD_PATTERN } from '../../../lib/validation/rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { ensureProfile } from './profile.ts';
import { fieldError, type FieldIssue, FieldError } from '../../kernel/router.ts';
import { findCustomerByTarget, requireCode, type Target, verifyCode } from './codes.ts';
import { signIn } from './login-codes.ts';
import { createSession, revokeSessions } from './sessions.ts';
import { identifierKey, userKey } from './throttle.ts';
import { issueWelcomeCoupons } from '../coupons/index.ts';

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

/** Sign-in with a one-time code sent to the e-mail / phone (purpose login). */
export async function loginByTarget(db: Db, tenantId: string, target: Target, otp: string, preAuthCode?: string | null): Promise<LoginResult> {
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
    await issueWelcomeCoupons(tx, { tenantId, id: row.id });
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
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, user.id));
  await revokeSessions(db, user.id, sessionId);
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
