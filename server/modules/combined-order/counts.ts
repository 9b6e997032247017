// The member's waybills (combined orders) by status (SPEC section 7 "Combined order").
import { and, count, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode, OrderKind } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders } from '../../db/schema/index.ts';
import type { UserRow } from '../../http.ts';
import { type StatusCount, withStatusDefinitions } from '../content/index.ts';

/** Per status; `mode` one DeliveryMode, or null for every logistics order. */
export async function combinedOrderStatusCounts(
  db: Db,
  user: UserRow,
  locale: Locale,
  mode: number | null = DeliveryMode.DirectDelivery,
): Promise<StatusCount[]> {
  const counts = await db
    .select({ status: combinedOrders.status, n: count() })
    .from(combinedOrders)
    .where(
      and(eq(combinedOrders.tenantId, user.tenantId), eq(combinedOrders.userId, user.id), ...(mode === null ? [] : [eq(combinedOrders.deliveryMode, mode)])),
    )
    .groupBy(combinedOrders.status);
  return withStatusDefinitions(db, user.tenantId, OrderKind.CombinedOrder, locale, counts);
}
