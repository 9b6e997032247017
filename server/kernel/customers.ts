// Who a staff tool means by a customer (`npm run ops`, the money and coupon admin routes): a member of the
// tenant named by user name, member code or id. Below the modules: funds and coupons both ask it, and
// passport, the identity module, sits above coupons (registration hands out the welcome coupons).
// Also the one condition for a member's own rows of any table.
import { and, eq, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UserType } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { memberProfiles, users } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';

/** A customer of the tenant by user name, member code or id; 404 otherwise. */
export async function findCustomer(db: Db, tenantId: string, who: string) {
  const [row] = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.userType, UserType.Customer),
        or(eq(users.id, who), eq(users.userName, who), eq(memberProfiles.memberCode, who)),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(404, 'NotFound', 'notFound');
  return row;
}

/** The rows of a table that belong to one member of one tenant. */
export const ownedBy = (table: { tenantId: AnyPgColumn; userId: AnyPgColumn }, tenantId: string, userId: string) =>
  and(eq(table.tenantId, tenantId), eq(table.userId, userId));
