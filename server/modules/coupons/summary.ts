// The member's coupons at a glance (SPEC section 7 "Coupons").
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { MyCouponStatus } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { memberCoupons } from '../../db/schema/index.ts';
import type { UserRow } from '../../http.ts';
import { ownedBy } from '../../kernel/customers.ts';

/** Coupons the member can still use: claimed, not used, not expired, not held by an unpaid order. */
export async function usableCouponCount(db: Db, user: UserRow, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberCoupons)
    .where(
      and(
        ownedBy(memberCoupons, user.tenantId, user.id),
        eq(memberCoupons.status, MyCouponStatus.NORMAL),
        gt(memberCoupons.expiresAt, now),
        isNull(memberCoupons.lockedBy),
      ),
    );
  return row.n;
}
