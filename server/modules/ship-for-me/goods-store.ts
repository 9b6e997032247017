// The one way goods rows are read for a change and moved on: the member's own goods (404 for anyone
// else's), locked in id order, checked to be in the state the step needs (409 otherwise), then moved with
// a history line by a conditional update (a concurrent step that moved them first makes this one fail).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { GoodAction, GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import type { Db } from '../../db/client.ts';
import { shipForMeGoods } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { ownedBy } from '../../kernel/customers.ts';
import type { UserRow } from '../../http.ts';

export type GoodRow = typeof shipForMeGoods.$inferSelect;

export const goodNotFound = () => new ApiError(404, 'NotFound', 'goodNotFound');
export const goodsNotReady = (titles: string[]) => new ApiError(409, 'GOODS_NOT_READY', 'shipForMeGoodsNotReady', titles.join(', '));

/** The member's goods with these ids, in the ids' order; 404 when one is not theirs. `lock`: FOR UPDATE, in id order. */
export async function ownGoods(db: Db, user: Pick<UserRow, 'id' | 'tenantId'>, ids: string[], lock = false): Promise<GoodRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const query = db
    .select()
    .from(shipForMeGoods)
    .where(and(ownedBy(shipForMeGoods, user.tenantId, user.id), inArray(shipForMeGoods.id, unique)))
    .orderBy(asc(shipForMeGoods.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== unique.length) throw goodNotFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
}

/** 409 GOODS_NOT_READY naming the goods not in one of `statuses`. */
export function assertStatus(rows: GoodRow[], statuses: readonly number[]): void {
  const stuck = rows.filter((r) => !statuses.includes(r.status));
  if (stuck.length) throw goodsNotReady(stuck.map((r) => r.title));
}

export interface GoodMove {
  status: GoodStatus;
  parcelId?: string | null;
  enquiryId?: string | null;
  orderId?: string | null;
}

/**
 * Moves the goods from `from` to `move.status` with a history line; only rows still in `from` move, and
 * fewer than asked answers 409 (someone else moved one first).
 */
export async function moveGoods(tx: Db, rows: GoodRow[], from: number, move: GoodMove, action: GoodAction, ref: string | null, at = new Date()): Promise<void> {
  if (rows.length === 0) return;
  const line = JSON.stringify([{ at: at.toISOString(), action, ref }]);
  const moved = await tx
    .update(shipForMeGoods)
    .set({ ...move, history: sql`${shipForMeGoods.history} || ${line}::jsonb`, updatedAt: at })
    .where(
      and(
        eq(shipForMeGoods.tenantId, rows[0].tenantId),
        inArray(
          shipForMeGoods.id,
          rows.map((r) => r.id),
        ),
        eq(shipForMeGoods.status, from),
      ),
    )
    .returning({ id: shipForMeGoods.id });
  if (moved.length !== rows.length) throw goodsNotReady(rows.filter((r) => !moved.some((m) => m.id === r.id)).map((r) => r.title));
}
