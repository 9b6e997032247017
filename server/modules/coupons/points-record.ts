// The integral change record (GET /u/integralChangeRecord): the member's points lines, newest first, with
// the balance after each, filtered by kind and dates, and what expires soon. Due lots expire first.
import { and, count, desc, eq, gt, gte, lt, lte, min, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { PointsKind } from '../../../lib/contract/coupon-rules.ts';
import type { PointsQuery } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { pointsAccounts, pointsEntries } from '../../db/schema/index.ts';
import { t } from '../../i18n.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { dateRange, optionalPage } from '../../kernel/list.ts';
import { expireDuePoints, isRepriceReturn, orderOfPointsRef, type Member } from './points.ts';

const SOON_MS = 30 * 86_400_000;
const KIND_MESSAGES = {
  earn: 'pointsEarn',
  exchange: 'pointsExchange',
  deduct: 'pointsDeduct',
  return: 'pointsReturn',
  adjust: 'pointsAdjust',
  expire: 'pointsExpire',
} as const satisfies Record<PointsKind, string>;

export async function pointsBalanceOf(db: Db, member: Member): Promise<number> {
  const [row] = await db.select({ balance: pointsAccounts.balance }).from(pointsAccounts).where(eq(pointsAccounts.userId, member.id));
  return row?.balance ?? 0;
}

function describe(locale: Locale, line: { kind: string; ref: string | null; note: string | null }): string {
  if (line.kind === 'adjust' && line.note) return line.note;
  const key = line.kind === 'return' && isRepriceReturn(line.ref) ? 'pointsReturnRepriced' : (KIND_MESSAGES[line.kind as PointsKind] ?? 'pointsAdjust');
  return t(locale, key).replace('{ref}', orderOfPointsRef(line.ref) ?? '');
}

export async function listPointsRecord(db: Db, member: Member, query: PointsQuery, locale: Locale, now = new Date()) {
  await expireDuePoints(db, member, now);
  const { from, to } = dateRange(query);
  const where = and(
    ownedBy(pointsEntries, member.tenantId, member.id),
    query.kind ? eq(pointsEntries.kind, query.kind) : undefined,
    from ? gte(pointsEntries.createdAt, from) : undefined,
    to ? lt(pointsEntries.createdAt, to) : undefined,
  );
  const lots = and(eq(pointsEntries.userId, member.id), gt(pointsEntries.remaining, 0), lte(pointsEntries.expiresAt, new Date(now.getTime() + SOON_MS)));
  const { limit, offset } = optionalPage(query);
  const [rows, [total], [soon], balance] = await Promise.all([
    db.select().from(pointsEntries).where(where).orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(pointsEntries).where(where),
    db
      .select({ points: sql<number>`coalesce(sum(${pointsEntries.remaining}), 0)::int`, first: min(pointsEntries.expiresAt) })
      .from(pointsEntries)
      .where(lots),
    pointsBalanceOf(db, member),
  ]);
  return {
    balance,
    expiringSoon: soon?.points ?? 0,
    nextExpiry: soon?.first ? new Date(soon.first).toISOString() : null,
    totalCount: total.n,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind as PointsKind,
      points: row.points,
      balanceAfter: row.balanceAfter,
      description: describe(locale, row),
      ref: orderOfPointsRef(row.ref),
      expiresAt: row.expiresAt && row.remaining > 0 ? row.expiresAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
