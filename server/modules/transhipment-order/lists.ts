// Transhipment orders on the wire: the waybill's shapes with the parcel, the estimated weight, whether it
// can still be changed, and (the detail) the notes; the list with every status's count; the status groups.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { TRANSHIPMENT_GROUPS, TRANSHIPMENT_STATUSES, transhipmentEditable } from '../../../lib/contract/transhipment-order-rules.ts';
import type {
  StatusCount,
  TranshipmentOrderDetail,
  TranshipmentOrderList,
  TranshipmentParcel,
  TranshipmentStatusGroups,
  CombinedOrderListQuery,
} from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders, parcelActionLogs, parcels } from '../../db/schema/index.ts';
import type { UserRow } from '../../http.ts';
import { t } from '../../i18n.ts';
import { listCombinedOrders, combinedOrderDetailWire, type CombinedOrderRow, combinedOrderStatusCounts } from '../combined-order/index.ts';
import { kg } from '../shipping/index.ts';
import { notesOf } from './notes.ts';
import { ownTranshipment } from './orders.ts';
import { parcelWire } from './parcel.ts';

const GROUP_NAMES = {
  processing: 'transhipmentGroupProcessing',
  unpaid: 'transhipmentGroupUnpaid',
  shipped: 'transhipmentGroupShipped',
  finished: 'transhipmentGroupFinished',
  canceled: 'transhipmentGroupCanceled',
} as const;

/** Each order's parcel: the one on it, or for a cancelled order the one it gave back (its history says which). */
async function parcelsOf(db: Db, rows: CombinedOrderRow[], locale: Locale): Promise<Map<string, TranshipmentParcel>> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return new Map();
  const [held, released] = await Promise.all([
    db.select().from(parcels).where(inArray(parcels.combinedOrderId, ids)),
    db
      .select({ parcel: parcels, orderId: parcelActionLogs.note })
      .from(parcelActionLogs)
      .innerJoin(parcels, eq(parcels.id, parcelActionLogs.parcelId))
      .where(and(eq(parcelActionLogs.action, 'uncombined'), inArray(parcelActionLogs.note, ids))),
  ]);
  const pairs: [string, (typeof held)[number]][] = [
    ...held.map((p) => [p.combinedOrderId!, p] as [string, typeof p]),
    ...released.map((r) => [r.orderId!, r.parcel] as [string, typeof r.parcel]),
  ];
  const wire = await parcelWire(
    db,
    pairs.map(([, p]) => p),
    locale,
  );
  return new Map(pairs.map(([orderId], i) => [orderId, wire[i]]));
}

const EMPTY_PARCEL: TranshipmentParcel = {
  id: '',
  trackingNumber: '',
  status: 0,
  warehouseName: '',
  carrierName: '',
  declaredName: null,
  declaredValue: 0,
  currency: '',
  weight: null,
};

const extras = (row: CombinedOrderRow, parcel: TranshipmentParcel | undefined) => ({
  parcel: parcel ?? EMPTY_PARCEL,
  estimatedWeight: row.estimatedWeightGrams === null ? null : kg(row.estimatedWeightGrams),
  canEdit: transhipmentEditable(row.status, row.final !== null),
});

export async function listTranshipments(db: Db, user: UserRow, query: CombinedOrderListQuery, locale: Locale): Promise<TranshipmentOrderList> {
  const list = await listCombinedOrders(db, user, query, locale, DeliveryMode.Transshipment);
  const rows = list.items.length
    ? await db
        .select()
        .from(combinedOrders)
        .where(
          inArray(
            combinedOrders.id,
            list.items.map((i) => i.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = await parcelsOf(db, rows, locale);
  return {
    ...list,
    counts: onlyTranshipmentStatuses(list.counts),
    items: list.items.map((item) => ({ ...item, ...extras(byId.get(item.id)!, found.get(item.id)) })),
  };
}

const onlyTranshipmentStatuses = (counts: StatusCount[]) => counts.filter((c) => TRANSHIPMENT_STATUSES.includes(c.status));

export async function transhipmentDetail(db: Db, user: UserRow, id: string, locale: Locale): Promise<TranshipmentOrderDetail> {
  const row = await ownTranshipment(db, user, id);
  const [detail, found, notes] = await Promise.all([combinedOrderDetailWire(db, row, locale), parcelsOf(db, [row], locale), notesOf(db, row.id)]);
  return { ...detail, ...extras(row, found.get(row.id)), notes };
}

export async function transhipmentStatusQuantity(db: Db, user: UserRow, locale: Locale): Promise<StatusCount[]> {
  return onlyTranshipmentStatuses(await combinedOrderStatusCounts(db, user, locale, DeliveryMode.Transshipment));
}

export async function transhipmentGroups(db: Db, user: UserRow, locale: Locale): Promise<TranshipmentStatusGroups> {
  const rows = await db
    .select({ status: combinedOrders.status, n: count() })
    .from(combinedOrders)
    .where(and(eq(combinedOrders.tenantId, user.tenantId), eq(combinedOrders.userId, user.id), eq(combinedOrders.deliveryMode, DeliveryMode.Transshipment)))
    .groupBy(combinedOrders.status);
  return TRANSHIPMENT_GROUPS.map((group) => ({
    key: group.key,
    name: t(locale, GROUP_NAMES[group.key]),
    statuses: [...group.statuses],
    count: rows.filter((r) => (group.statuses as readonly number[]).includes(r.status)).reduce((sum, r) => sum + r.n, 0),
  }));
}
