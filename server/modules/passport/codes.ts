// One-time verification codes: 6 digits, 10 minutes, single use, 5 wrong tries, one send per target
// per 60 s. Stored as sha256(id:code); delivered through server/notify (the local outbox by default).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { UserType } from '../../../lib/contract/enums.ts';
import { validateEmail, validatePhone } from '../../../lib/validation/rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { SiteRow } from '../../http.ts';
import { notify } from '../../notify/index.ts';
import { fieldError } from '../../kernel/router.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_MS = 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_PURPOSES = ['register', 'login', 'reset', 'bind', 'change-contact'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export interface Target {
  kind: 'email' | 'phone';
  /** Lowercase e-mail, or the phone's digits. */
  value: string;
  /** Digits of the international code (phones only). */
  internationalCode: string | null;
  /** Stored key: `email:<value>` / `phone:<value>`. */
  key: string;
}

export interface TargetInput {
  target?: string | null;
  email?: string | null;
  phone?: string | null;
  phone_number?: string | null;
  international_code?: string | null;
}

const digits = (v: string) => v.replace(/[\s-]/g, '').replace(/^\+/, '');

export function emailTarget(email: string, field = 'email'): Target {
  const value = email.trim().toLowerCase();
  if (validateEmail(value)) throw fieldError(field, 'emailInvalid');
  return { kind: 'email', value, internationalCode: null, key: `email:${value}` };
}

export function phoneTarget(phone: string, internationalCode: string | null | undefined, field = 'phone'): Target {
  if (validatePhone(phone)) throw fieldError(field, 'phoneInvalid');
  const value = digits(phone.trim());
  const code = internationalCode?.trim() ? digits(internationalCode.trim()) : null;
  if (code !== null && !/^\d{1,4}$/.test(code)) throw fieldError('international_code', 'internationalCodeInvalid');
  return { kind: 'phone', value, internationalCode: code, key: `phone:${value}` };
}

/** email, or phone (+ international_code), or a `target` that is either. */
export function parseTarget(input: TargetInput): Target {
  if (input.email?.trim()) return emailTarget(input.email);
  const phone = input.phone?.trim() || input.phone_number?.trim();
  if (phone) return phoneTarget(phone, input.international_code, input.phone ? 'phone' : 'phone_number');
  const target = input.target?.trim();
  if (!target) throw fieldError('target', 'targetRequired');
  if (target.includes('@')) return emailTarget(target, 'target');
  return phoneTarget(target, input.international_code, 'target');
}

/** The customer of this tenant that a target names, if any. */
export async function findCustomerByTarget(db: Db, tenantId: string, target: Target) {
  const match = target.kind === 'email' ? sql`lower(${users.email}) = ${target.value}` : eq(users.phone, target.value);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, UserType.Customer), match))
    .limit(1);
  return user ?? null;
}

function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

const lockKey = (tenantId: string, key: string) => sql`hashtext(${`vc:${tenantId}:${key}`})`;

export interface SendCodeOptions {
  site: SiteRow;
  locale: 'zh-Hans' | 'en';
  now?: Date;
}

/**
 * Issues a code. login/reset: an unknown target gets the same answer, but the row is marked not
 * delivered and nothing is sent. Other purposes always deliver (register/bind/change-contact name
 * a target the member is about to own).
 */
/**
 * Ends the one-minute wait before another code may be sent to a target (tests only: the outbox routes
 * that call it are mounted with OUTBOX_OVER_HTTP=1). The latest code keeps its expiry.
 */
export async function endResendWait(db: Db, tenantId: string, target: Target): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${CODE_RESEND_MS / 1000})` })
    .where(and(eq(verificationCodes.tenantId, tenantId), eq(verificationCodes.target, target.key)));
}

export async function sendCode(db: Db, tenantId: string, target: Target, purpose: CodePurpose, opts: SendCodeOptions) {
  const now = opts.now ?? new Date();
  const deliver = purpose === 'login' || purpose === 'reset' ? Boolean(await findCustomerByTarget(db, tenantId, target)) : true;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = newId('VC');
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey(tenantId, target.key)})`);
    const [last] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.tenantId, tenantId), eq(verificationCodes.target, target.key)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < CODE_RESEND_MS) {
      throw new ApiError(429, 'TooManyRequests', 'tooManyCodeRequests');
    }
    await tx.insert(verificationCodes).values({
      id,
      tenantId,
      target: target.key,
      purpose,
      codeHash: hashCode(id, code),
      delivered: deliver,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  if (!deliver) return;
  const zh = opts.locale === 'zh-Hans';
  const siteName = opts.site.displaySiteName;
  const body = zh
    ? `【${siteName}】您的验证码是 ${code}，10 分钟内有效，请勿告诉他人。`
    : `[${siteName}] Your verification code is ${code}. It is valid for 10 minutes; do not share it.`;
  await notify(db, {
    tenantId,
    channel: target.kind === 'email' ? 'email' : 'sms',
    recipient: target.kind === 'email' ? target.value : `+${target.internationalCode ?? '86'} ${target.value}`,
    subject: zh ? `${siteName} 验证码` : `${siteName} verification code`,
    body,
  });
}

/**
 * Checks a code against the latest code of (target, purpose). A wrong code counts a try (committed
 * even when the caller then fails); the 5th wrong try kills the code. `consume` makes it single use.
 */
export async function verifyCode(
  db: Db,
  tenantId: string,
  target: Target,
  purpose: CodePurpose,
  code: string,
  opts: { consume: boolean; now?: Date },
): Promise<boolean> {
  const now = opts.now ?? new Date();
  const given = code.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.tenantId, tenantId), eq(verificationCodes.target, target.key), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= CODE_MAX_TRIES) return false;
    const expected = Buffer.from(row.codeHash, 'hex');
    const actual = Buffer.from(hashCode(row.id, given), 'hex');
    const ok = /^\d{6}$/.test(given) && timingSafeEqual(expected, actual) && row.delivered;
    if (!ok) {
      await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      return false;
    }
    if (opts.consume) await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
    return true;
  });
}

export async function requireCode(
  db: Db,
  tenantId: string,
  target: Target,
  purpose: CodePurpose,
  code: string | null | undefined,
  field = 'code',
): Promise<void> {
  if (!code?.trim()) throw fieldError(field, 'fieldRequired');
  if (!(await verifyCode(db, tenantId, target, purpose, code, { consume: true }))) {
    throw new ApiError(400, 'InvalidVerificationCode', 'codeInvalid');
  }
}
