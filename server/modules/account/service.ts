// The member: profile, contact change, notification settings, tags, user centre.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Member } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { memberProfiles, memberTags, notificationSettings, users } from '../../db/schema/index.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '../../../lib/contract/enums.ts';
import { ApiError } from '../../errors.ts';
import { localized } from '../../kernel/localized.ts';
import { combinedOrderStatusCounts } from '../combined-order/index.ts';
import { usableCouponCount } from '../coupons/index.ts';
import { pointsBalance, walletSummary } from '../funds/index.ts';
import { parcelStatusCounts } from '../parcels/index.ts';
import { type CodePurpose, contactTaken, ensureProfile, levelOf, parseTarget, requireCode, type Target, verifyCode } from '../passport/index.ts';
import { fieldError, type FieldIssue, FieldError } from '../../kernel/router.ts';

export function toMember(user: UserRow): Member {
  return { id: user.id, userName: user.userName, name: user.name, phone: user.phone, email: user.email };
}

export async function memberDetail(db: Db, user: UserRow, locale: Locale) {
  const profile = await ensureProfile(db, user);
  const level = await levelOf(db, profile);
  return {
    ...toMember(user),
    internationalCode: profile.internationalCode,
    memberCode: profile.memberCode,
    levelName: level ? localized(locale, level.nameZh, level.nameEn) : null,
  };
}

export interface UpdateMemberInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  international_code?: string | null;
  /** The code of the one changed contact. */
  code?: string | null;
  /** The code sent to the new e-mail (needed when the e-mail and the phone both change). */
  email_code?: string | null;
  /** The code sent to the new phone (needed when the e-mail and the phone both change). */
  phone_code?: string | null;
}

/**
 * Name changes freely. Each new e-mail or phone needs its own code, sent to that NEW target with
 * purpose change-contact: `email_code` / `phone_code`, or `code` when only one contact changes.
 * Every code is proved before anything else is said (also whether the contact is taken), and
 * consumed only when all are right. An empty string keeps the current value.
 */
export async function updateMember(db: Db, user: UserRow, input: UpdateMemberInput): Promise<UserRow> {
  const patch: Partial<typeof users.$inferInsert> = {};
  const issues: FieldIssue[] = [];
  if (input.name != null) {
    const name = input.name.trim();
    if (!name) issues.push({ field: 'name', key: 'fieldRequired' });
    else patch.name = name;
  }
  const changes: { target: Target; field: 'email' | 'phone' }[] = [];
  if (input.email?.trim()) {
    const target = parseTarget({ email: input.email });
    if (target.value !== (user.email ?? '').toLowerCase()) changes.push({ target, field: 'email' });
  }
  if (input.phone?.trim()) {
    const target = parseTarget({ phone: input.phone, international_code: input.international_code });
    if (target.value !== user.phone) changes.push({ target, field: 'phone' });
  }
  const proofs = changes.map((change) => {
    const own = (change.field === 'email' ? input.email_code : input.phone_code)?.trim();
    const codeField = change.field === 'email' ? 'email_code' : 'phone_code';
    if (own) return { ...change, code: own, codeField };
    // `code` proves a single change only: one code names one target.
    const shared = changes.length === 1 ? input.code?.trim() : '';
    if (shared) return { ...change, code: shared, codeField: 'code' };
    issues.push({
      field: changes.length === 1 ? 'code' : codeField,
      key: changes.length === 1 ? 'contactCodeRequired' : 'contactCodeEach',
    });
    return { ...change, code: '', codeField };
  });
  if (issues.length) throw new FieldError(issues);
  const purpose: CodePurpose = 'change-contact';
  for (const { target, code } of proofs) {
    if (!(await verifyCode(db, user.tenantId, target, purpose, code, { consume: false }))) {
      throw new ApiError(400, 'InvalidVerificationCode', 'codeInvalid');
    }
  }
  for (const { target, field } of changes) {
    if (await contactTaken(db, user.tenantId, target, user.id)) throw fieldError(field, field === 'email' ? 'emailTaken' : 'phoneTaken');
  }
  for (const { target, code, codeField } of proofs) {
    await requireCode(db, user.tenantId, target, purpose, code, codeField);
    patch[target.kind] = target.value;
  }
  if (Object.keys(patch).length === 0) return user;
  const [row] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
  const phoneChange = changes.find((ch) => ch.field === 'phone');
  if (phoneChange) {
    await ensureProfile(db, user);
    await db
      .update(memberProfiles)
      .set({ internationalCode: phoneChange.target.internationalCode ?? '86' })
      .where(eq(memberProfiles.userId, user.id));
  }
  return row;
}

// ---- Notification settings ---------------------------------------------------------------------

export interface Channels {
  site: boolean;
  email: boolean;
  sms: boolean;
}

/** Site messages for everything, e-mail for everything, SMS only where the member must act or wait. */
export const DEFAULT_NOTIFICATIONS: Record<NotificationEvent, Channels> = {
  parcelArrived: { site: true, email: true, sms: false },
  waybillPacked: { site: true, email: true, sms: true },
  shipped: { site: true, email: true, sms: true },
  delivered: { site: true, email: true, sms: false },
  topupResult: { site: true, email: true, sms: false },
  couponExpiring: { site: true, email: false, sms: false },
};

const EVENT_NAMES: Record<NotificationEvent, [string, string]> = {
  parcelArrived: ['包裹到仓', 'Parcel arrived at the warehouse'],
  waybillPacked: ['运单已打包待付款', 'Waybill packed, awaiting payment'],
  shipped: ['运单已发货', 'Waybill shipped'],
  delivered: ['运单已签收', 'Waybill delivered'],
  topupResult: ['充值结果', 'Top-up result'],
  couponExpiring: ['优惠券即将过期', 'Coupon about to expire'],
};

type StoredSettings = Partial<Record<NotificationEvent, Partial<Channels>>>;

export async function getNotificationSettings(db: Db, user: UserRow, locale: Locale) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.id)).limit(1);
  const stored = (row?.settings ?? {}) as StoredSettings;
  return {
    items: NOTIFICATION_EVENTS.map((event) => ({
      event,
      name: localized(locale, ...EVENT_NAMES[event]),
      ...DEFAULT_NOTIFICATIONS[event],
      ...stored[event],
    })),
  };
}

export async function updateNotificationSettings(db: Db, user: UserRow, items: { event: NotificationEvent; site?: boolean; email?: boolean; sms?: boolean }[]) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(notificationSettings).where(eq(notificationSettings.userId, user.id)).for('update');
    const stored = { ...((row?.settings ?? {}) as StoredSettings) };
    for (const { event, ...channels } of items) {
      const clean = Object.fromEntries(Object.entries(channels).filter(([, v]) => typeof v === 'boolean'));
      stored[event] = { ...stored[event], ...clean };
    }
    await tx
      .insert(notificationSettings)
      .values({ userId: user.id, tenantId: user.tenantId, settings: stored })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings: stored, updatedAt: new Date() } });
  });
}

// ---- Counts by status --------------------------------------------------------------------------

export async function memberTagList(db: Db, user: UserRow, locale: Locale, paging: { maxResultCount: number; skipCount: number }) {
  const where = and(eq(memberTags.tenantId, user.tenantId), eq(memberTags.userId, user.id));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(memberTags).where(where),
    db.select().from(memberTags).where(where).orderBy(asc(memberTags.id)).limit(paging.maxResultCount).offset(paging.skipCount),
  ]);
  return {
    totalCount: total.n,
    items: rows.map((r) => ({ id: r.id, name: localized(locale, r.nameZh, r.nameEn), color: r.color })),
  };
}

// ---- User centre -------------------------------------------------------------------------------

/** The user centre asks each domain for its own figures. */
export async function userCenter(db: Db, user: UserRow, site: SiteRow, locale: Locale) {
  const [member, wallet, points, usableCoupons, parcelCounts, combinedOrderCounts] = await Promise.all([
    memberDetail(db, user, locale),
    walletSummary(db, user, site),
    pointsBalance(db, user),
    usableCouponCount(db, user),
    parcelStatusCounts(db, user, locale),
    combinedOrderStatusCounts(db, user, locale),
  ]);
  return {
    member: { id: member.id, userName: member.userName, name: member.name, memberCode: member.memberCode, levelName: member.levelName },
    wallet,
    points,
    usableCouponCount: usableCoupons,
    parcelCounts,
    waybillCounts: combinedOrderCounts,
  };
}
