// Confirming receipt (PUT …/{id}/completedSignFor; POST …/logistics-order/{id}/sign-and-review with a
// rating): Shipped → Signed, and the points the paid fee earns are credited once.
import { eq } from 'drizzle-orm';
import { CombinedOrderStatus as S } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { earnForOrder } from '../coupons/index.ts';
import { move, type Actor, type CombinedOrderRow } from './machine.ts';
import { lockMemberAndOrder } from './reprice.ts';

export interface Review {
  rating?: number | null;
  comment?: string | null;
}

/** Signs the waybill (the member's lock and its row held: lockMemberAndOrder, as the points earned need). */
export async function signLocked(tx: Db, order: CombinedOrderRow, actor: Actor, review: Review = {}): Promise<CombinedOrderRow> {
  if (order.status !== S.Shipped) throw new ApiError(409, 'WAYBILL_NOT_SIGNABLE', 'combinedOrderNotSignable');
  const signed = await move(tx, order, 'sign', actor, {
    signedAt: new Date(),
    rating: review.rating ?? null,
    reviewComment: review.comment?.trim() || null,
  });
  const earned = await earnForOrder(tx, { tenantId: order.tenantId, id: order.userId }, order.id, order.paidTotal);
  if (!earned) return signed;
  const [row] = await tx.update(combinedOrders).set({ pointsEarned: earned.points }).where(eq(combinedOrders.id, order.id)).returning();
  return row;
}

export function signCombinedOrder(db: Db, user: UserRow, id: string, review: Review = {}): Promise<CombinedOrderRow> {
  return db.transaction(async (tx) => signLocked(tx, await lockMemberAndOrder(tx, user.tenantId, user.id, id), 'customer', review));
}
