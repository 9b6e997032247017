// The member's waybills (GET /u/combinedOrder, POST …/logistics-order/list): one status or all, a number
// (the waybill's, the carrier's or a parcel's tracking number) and a creation date range; newest first,
// with the count of every status for the tabs.
import { and, count, desc, eq, getTableColumns, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
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
        // The tenant's parcels of that number (parcels_tracking_idx), not a probe per waybill.
        inArray(
          combinedOrders.id,
          db
            .select({ id: sql`${parcels.combinedOrderId}` })
            .from(parcels)
            .where(and(eq(parcels.tenantId, user.tenantId), eq(parcels.trackingNumber, keyword), isNotNull(parcels.combinedOrderId))),
        ),
      )!,
    );
  }
  // The kernel's date bounds (days of the warehouses' time); an unreadable date is a 400 naming the field.
  const { from, to } = dateRange(query);
  if (from) where.push(gte(combinedOrders.createdAt, from));
  if (to) where.push(lt(combinedOrders.createdAt, to));
  const { limit, offset } = optionalPage(query);
  const newestFirst = [desc(combinedOrders.createdAt), desc(combinedOrders.id)];
  // The page's ids on the narrow list index, then only those rows (a "deferred join", docs/decisions.md
  // "Lists at scale"): a deep page skips index entries, not whole rows with their JSON.
  const page = db
    .select({ id: combinedOrders.id })
    .from(combinedOrders)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [{ total }], counts] = await Promise.all([
    db
      .select(getTableColumns(combinedOrders))
      .from(combinedOrders)
      .innerJoin(page, eq(page.id, combinedOrders.id))
      .orderBy(...newestFirst),
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
