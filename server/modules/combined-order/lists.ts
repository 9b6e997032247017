// The member's waybills (GET /u/combinedOrder, POST …/logistics-order/list): one status or all, a number
// (the waybill's, the carrier's or a parcel's tracking number) and a creation date range; newest first,
// with the count of every status for the tabs.
import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import type { CombinedOrderList, CombinedOrderListQuery } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders, parcels } from '../../db/schema/index.ts';
import type { UserRow } from '../../http.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { dateRange, optionalPage } from '../../kernel/list.ts';
import { combinedOrderStatusCounts } from './counts.ts';
import { findCombinedOrder } from './machine.ts';
import { combinedOrderDetailWire, combinedOrdersWire } from './wire.ts';

/** `mode`: one DeliveryMode (waybills 1, transhipment orders 2), or null for every logistics order. */
export async function listCombinedOrders(
  db: Db,
  user: UserRow,
  query: CombinedOrderListQuery,
  locale: Locale,
  mode: number | null = DeliveryMode.DirectDelivery,
): Promise<CombinedOrderList> {
  const where: (SQL | undefined)[] = [ownedBy(combinedOrders, user.tenantId, user.id)];
  if (mode !== null) where.push(eq(combinedOrders.deliveryMode, mode));
  if (query.status) where.push(eq(combinedOrders.status, query.status));
  const keyword = query.keyword?.trim().toUpperCase();
  if (keyword) {
    where.push(
      or(
        eq(combinedOrders.id, keyword),
        eq(combinedOrders.carrierTrackingNumber, keyword),
        sql`exists (select 1 from ${parcels} where ${parcels.combinedOrderId} = ${combinedOrders.id} and ${parcels.trackingNumber} = ${keyword})`,
      )!,
    );
  }
  // The kernel's date bounds (days of the warehouses' time); an unreadable date is a 400 naming the field.
  const { from, to } = dateRange(query);
  if (from) where.push(gte(combinedOrders.createdAt, from));
  if (to) where.push(lt(combinedOrders.createdAt, to));
  const { limit, offset } = optionalPage(query);
  const [rows, [{ total }], counts] = await Promise.all([
    db
      .select()
      .from(combinedOrders)
      .where(and(...where))
      .orderBy(desc(combinedOrders.createdAt), desc(combinedOrders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(combinedOrders)
      .where(and(...where)),
    combinedOrderStatusCounts(db, user, locale, mode),
  ]);
  return { totalCount: total, items: await combinedOrdersWire(db, user.tenantId, rows, locale), counts };
}

export async function combinedOrderDetail(db: Db, user: UserRow, id: string, locale: Locale) {
  return combinedOrderDetailWire(db, await findCombinedOrder(db, user.tenantId, user.id, id), locale);
}
