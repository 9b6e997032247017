// The points ledger: one account row per member with a cached balance (locked FOR UPDATE for every write:
// it is also the member's lock for receiving coupons), append-only lines with the balance after each, and
// credited lines kept as lots that are spent first-to-expire first and expire POINTS_VALID_DAYS after
// they were credited. Orders (issue 13) call earnForOrder, deductForOrder, returnUnusedForOrder (a re-price
// used fewer) and returnForOrder (cancel).
import { and, asc, eq, gt, like, lte, max, or, sql } from 'drizzle-orm';
import { POINTS_EARNED_PER_UNIT, POINTS_VALID_DAYS, type PointsKind } from '../../../lib/contract/coupon-rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { pointsAccounts, pointsEntries } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';

export interface Member {
  tenantId: string;
  id: string;
}

const DAY_MS = 86_400_000;

/** Locks the member's points account (created on first use) and answers its balance. */
export async function lockPoints(tx: Db, member: Member): Promise<number> {
  await tx.insert(pointsAccounts).values({ tenantId: member.tenantId, userId: member.id }).onConflictDoNothing();
  const [row] = await tx.select().from(pointsAccounts).where(eq(pointsAccounts.userId, member.id)).for('update');
  return row.balance;
}

async function append(
  tx: Db,
  member: Member,
  balance: number,
  line: { kind: PointsKind; points: number; ref?: string | null; note?: string | null; now: Date },
) {
  const balanceAfter = balance + line.points;
  const credited = line.points > 0 && line.kind !== 'expire';
  // The record reads newest first, and each line's balance follows the one before it: a line is never dated
  // before the member's last line, even when its request started first (the account lock orders the lines,
  // the requests' clocks need not).
  const [last] = await tx
    .select({ at: max(pointsEntries.createdAt) })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, member.id));
  const createdAt = last?.at && last.at.getTime() >= line.now.getTime() ? new Date(last.at.getTime() + 1) : line.now;
  const [row] = await tx
    .insert(pointsEntries)
    .values({
      id: newId('PT'),
      tenantId: member.tenantId,
      userId: member.id,
      kind: line.kind,
      points: line.points,
      balanceAfter,
      ref: line.ref ?? null,
      note: line.note ?? null,
      remaining: credited ? line.points : 0,
      expiresAt: credited ? new Date(line.now.getTime() + POINTS_VALID_DAYS * DAY_MS) : null,
      createdAt,
    })
    .returning();
  await tx.update(pointsAccounts).set({ balance: balanceAfter }).where(eq(pointsAccounts.userId, member.id));
  return row;
}

/** Spends `points` from the lots that expire first. */
async function consumeLots(tx: Db, member: Member, points: number): Promise<void> {
  let left = points;
  const lots = await tx
    .select({ id: pointsEntries.id, remaining: pointsEntries.remaining })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, member.id), gt(pointsEntries.remaining, 0)))
    .orderBy(asc(pointsEntries.expiresAt), asc(pointsEntries.id));
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await tx
      .update(pointsEntries)
      .set({ remaining: lot.remaining - take })
      .where(eq(pointsEntries.id, lot.id));
    left -= take;
  }
  if (left > 0) throw new Error(`points lots of ${member.id} are short of the balance by ${left}`);
}

/** Lots past their date lose what is left of them, in one `expire` line. Runs under the account lock. */
async function expireLots(tx: Db, member: Member, balance: number, now: Date): Promise<number> {
  const due = await tx
    .select({ id: pointsEntries.id, remaining: pointsEntries.remaining })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.userId, member.id), gt(pointsEntries.remaining, 0), lte(pointsEntries.expiresAt, now)));
  const total = due.reduce((sum, lot) => sum + lot.remaining, 0);
  if (total === 0) return balance;
  for (const lot of due) await tx.update(pointsEntries).set({ remaining: 0 }).where(eq(pointsEntries.id, lot.id));
  await append(tx, member, balance, { kind: 'expire', points: -total, now });
  return balance - total;
}

export class NotEnoughPoints extends ApiError {
  constructor(shortfall: number) {
    super(409, 'NOT_ENOUGH_POINTS', 'notEnoughPoints', String(shortfall));
  }
}

/**
 * Posts one line inside the caller's transaction: the account is locked, due lots expire first, a debit
 * never takes the balance below zero (NOT_ENOUGH_POINTS with the shortfall in details).
 */
export async function postPoints(
  tx: Db,
  member: Member,
  line: { kind: Exclude<PointsKind, 'expire'>; points: number; ref?: string | null; note?: string | null },
  now = new Date(),
) {
  if (!Number.isInteger(line.points) || line.points === 0) throw new Error(`points must be a non-zero integer: ${line.points}`);
  const balance = await expireLots(tx, member, await lockPoints(tx, member), now);
  if (line.points < 0) {
    if (balance + line.points < 0) throw new NotEnoughPoints(-(balance + line.points));
    await consumeLots(tx, member, -line.points);
  }
  return append(tx, member, balance, { ...line, now });
}

/** Expires what is due for one member (the record page and `npm run ops points-expire` call it). */
export async function expireDuePoints(db: Db, member: Member, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await lockPoints(tx, member);
    return before - (await expireLots(tx, member, before, now));
  });
}

/** Points an order earns: POINTS_EARNED_PER_UNIT per whole base-currency unit actually paid. */
export const pointsEarnedFor = (paidMinor: number) => Math.floor(Math.max(0, paidMinor) / 100) * POINTS_EARNED_PER_UNIT;

const alreadyPosted = async (tx: Db, member: Member, kind: PointsKind, ref: string) =>
  (
    await tx
      .select({ id: pointsEntries.id })
      .from(pointsEntries)
      .where(and(eq(pointsEntries.tenantId, member.tenantId), eq(pointsEntries.userId, member.id), eq(pointsEntries.kind, kind), eq(pointsEntries.ref, ref)))
      .limit(1)
  ).length > 0;

/** A completed order's points, once per order (a repeat is a no-op, also under a race: unique index). */
export async function earnForOrder(tx: Db, member: Member, orderRef: string, paidMinor: number) {
  const points = pointsEarnedFor(paidMinor);
  await lockPoints(tx, member);
  if (points === 0 || (await alreadyPosted(tx, member, 'earn', orderRef))) return null;
  return postPoints(tx, member, { kind: 'earn', points, ref: orderRef });
}

/** Points paying part of an order's fee, once per order. */
export async function deductForOrder(tx: Db, member: Member, orderRef: string, points: number) {
  await lockPoints(tx, member);
  if (points <= 0 || (await alreadyPosted(tx, member, 'deduct', orderRef))) return null;
  return postPoints(tx, member, { kind: 'deduct', points: -points, ref: orderRef });
}

/**
 * A re-price's return is its own line, `<order>:<points the order held before>`: an order's points only go
 * down, so each step has its own ref and the unique index lets each be posted once.
 */
const RETURN_STEP = ':';
export const orderOfPointsRef = (ref: string | null) => (ref === null ? null : ref.split(RETURN_STEP)[0]);
export const isRepriceReturn = (ref: string | null) => ref !== null && ref.includes(RETURN_STEP);

/** What the order still holds: deducted less what re-prices gave back. */
async function heldForOrder(tx: Db, member: Member, orderRef: string): Promise<number> {
  const [held] = await tx
    .select({ points: sql<number>`coalesce(sum(-${pointsEntries.points}), 0)::int` })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.userId, member.id),
        or(
          and(eq(pointsEntries.kind, 'deduct'), eq(pointsEntries.ref, orderRef)),
          and(eq(pointsEntries.kind, 'return'), like(pointsEntries.ref, `${orderRef}${RETURN_STEP}%`)),
        ),
      ),
    );
  return held?.points ?? 0;
}

/**
 * The order was priced again and uses `after` of the `before` points it held: the rest comes back (a new
 * lot) at once, once per step. Never more than the order still holds.
 */
export async function returnUnusedForOrder(tx: Db, member: Member, orderRef: string, before: number, after: number) {
  if (after >= before) return null;
  await lockPoints(tx, member);
  const ref = `${orderRef}${RETURN_STEP}${before}`;
  if (await alreadyPosted(tx, member, 'return', ref)) return null;
  const points = Math.min(before - after, await heldForOrder(tx, member, orderRef));
  if (points <= 0) return null;
  return postPoints(tx, member, { kind: 'return', points, ref });
}

/** A cancelled or refunded order gives back the points it still holds (as a new lot), once. */
export async function returnForOrder(tx: Db, member: Member, orderRef: string) {
  await lockPoints(tx, member);
  if (await alreadyPosted(tx, member, 'return', orderRef)) return null;
  const points = await heldForOrder(tx, member, orderRef);
  if (points <= 0) return null;
  return postPoints(tx, member, { kind: 'return', points, ref: orderRef });
}
