// The warehouse's side of a waybill (admin routes and `npm run ops`): pick, verify, pack (final weight,
// size, box photo: the final quote, and the difference charged or refunded), leave the warehouse, ship
// with the carrier's number, carrier checkpoints, delivery, completion and cancelling with a refund.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CombinedOrderStatus as S, DeliveryMode, ParcelStatus } from '../../../lib/contract/enums.ts';
import type { TrackingStatus } from '../../../lib/contract/combined-order-rules.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrderEvents, combinedOrders, parcels } from '../../db/schema/index.ts';
import { logParcelsAction } from '../parcels/index.ts';
import { ApiError } from '../../errors.ts';
import { kg } from '../shipping/index.ts';
import { cancelLocked } from './cancel.ts';
import { addEvent, lockCombinedOrder, logCombinedOrder, move, wrongState, type CombinedOrderRow } from './machine.ts';
import type { PackedBox } from './quote.ts';
import { lockMemberAndOrder, reprice } from './reprice.ts';
import { combinedOrderParcels } from './requote.ts';
import { signLocked } from './sign.ts';
import { isTrackingStatus, warehouseText } from './tracking.ts';

export type StaffStep = 'pick' | 'verify' | 'outOfWarehouse' | 'complete';

const inTx = <T>(db: Db, tenantId: string, id: string, work: (tx: Db, order: CombinedOrderRow) => Promise<T>) =>
  db.transaction(async (tx) => work(tx, await lockCombinedOrder(tx, tenantId, null, id)));

export function staffStep(db: Db, tenantId: string, id: string, step: StaffStep): Promise<CombinedOrderRow> {
  return inTx(db, tenantId, id, async (tx, order) => {
    const transhipment = order.deliveryMode === DeliveryMode.Transshipment;
    // A transhipment order is not picked or repacked: its parcel's arrival weighs it (transhipment-order/weigh.ts).
    if (transhipment && (step === 'pick' || step === 'verify')) throw wrongState();
    if (step === 'pick' && order.deliveryMode === DeliveryMode.Purchasing) await assertAllArrived(tx, order);
    if (step === 'outOfWarehouse' && order.amountDue > 0) throw new ApiError(409, 'WAYBILL_UNPAID', 'combinedOrderUnpaid');
    const moved = await move(tx, order, step, 'staff');
    if (step === 'outOfWarehouse') {
      await addEvent(tx, order.id, { status: 'WAREHOUSE', source: 'warehouse', text: warehouseText('eventOutOfWarehouse') });
      if (transhipment) await parcelsLeave(tx, order);
    }
    return moved;
  });
}

/** A ship-for-me order's parcels are forecasts from the shops: it is picked once every one of them arrived. */
async function assertAllArrived(tx: Db, order: CombinedOrderRow) {
  const waiting = await tx
    .select({ trackingNumber: parcels.trackingNumber })
    .from(parcels)
    .where(and(eq(parcels.tenantId, order.tenantId), eq(parcels.combinedOrderId, order.id), eq(parcels.status, ParcelStatus.NotArrival)));
  if (waiting.length) throw new ApiError(409, 'PARCELS_NOT_ARRIVED', 'combinedOrderParcelsNotArrived', waiting.map((p) => p.trackingNumber).join(', '));
}

/** The parcel of a transhipment order leaves with it, from wherever it stood (arrived or shelved). */
async function parcelsLeave(tx: Db, order: CombinedOrderRow) {
  const now = new Date();
  const left = await tx
    .update(parcels)
    .set({ status: ParcelStatus.OutOfWarehouse, outAt: now, updatedAt: now })
    .where(
      and(eq(parcels.tenantId, order.tenantId), eq(parcels.combinedOrderId, order.id), inArray(parcels.status, [ParcelStatus.Arrived, ParcelStatus.Inbound])),
    )
    .returning({ id: parcels.id, warehouseId: parcels.warehouseId });
  await logParcelsAction(tx, left, { action: 'outOfWarehouse', actor: 'staff', note: order.id });
}

function checkBox(box: PackedBox) {
  const ok = [box.weightGrams, box.lengthCm, box.widthCm, box.heightCm].every((v) => Number.isSafeInteger(v) && v > 0 && v <= 10_000_000);
  if (!ok) throw new ApiError(400, 'BadRequest', 'boxInvalid');
}

/**
 * Verified → packed and weighed: the final quote, through the one re-price path (./reprice.ts). Pack first,
 * pay later: the customer now owes it (Unpaid). Paid first: a higher fee is taken from the wallet (Unpaid for
 * the difference when it is short), a lower one refunded at once; the coupon and points follow the final fee.
 */
export function packCombinedOrder(db: Db, tenantId: string, id: string, box: PackedBox, boxPhoto: string | null = null): Promise<CombinedOrderRow> {
  checkBox(box);
  return db.transaction(async (tx) => {
    const order = await lockMemberAndOrder(tx, tenantId, null, id);
    if (order.status !== S.Verified) throw wrongState();
    await addEvent(tx, order.id, {
      status: 'WAREHOUSE',
      source: 'warehouse',
      text: warehouseText('eventPacked', { weight: kg(box.weightGrams) }),
    });
    return reprice(tx, order, {
      rows: await combinedOrderParcels(tx, order),
      weighed: { box, boxPhoto },
      actor: 'staff',
      action: 'packed',
      chargeTitle: 'extraChargeTitle',
    });
  });
}

export function shipCombinedOrder(db: Db, tenantId: string, id: string, carrierName: string, trackingNumber: string): Promise<CombinedOrderRow> {
  const carrier = carrierName.trim();
  const number = trackingNumber.trim().toUpperCase();
  if (!carrier || !number || carrier.length > 64 || number.length > 64) throw new ApiError(400, 'BadRequest', 'trackingNumberRequired');
  return inTx(db, tenantId, id, async (tx, order) => {
    const shipped = await move(tx, order, 'ship', 'staff', { carrierName: carrier, carrierTrackingNumber: number, shippedAt: new Date() });
    await addEvent(tx, order.id, {
      status: 'INFO_RECEIVED',
      source: 'warehouse',
      text: warehouseText('eventShipped', { carrier, number }),
    });
    return shipped;
  });
}

export interface CarrierEvent {
  status: string;
  text: string;
  location?: string | null;
  at?: Date;
}

function cleanEvent(event: CarrierEvent) {
  if (!isTrackingStatus(event.status) || event.status === 'WAREHOUSE') throw new ApiError(400, 'BadRequest', 'trackingStatusInvalid');
  const text = event.text.trim().slice(0, 500);
  if (!text) throw new ApiError(400, 'BadRequest', 'trackingStatusInvalid');
  return {
    status: event.status as TrackingStatus,
    text,
    location: event.location?.trim().slice(0, 120) || null,
    at: event.at ?? new Date(),
  };
}

/** How far a carrier's clock may be from ours: a checkpoint may be this much before shipping or ahead of now. */
export const CHECKPOINT_CLOCK_SKEW_MS = 5 * 60_000;

/** A checkpoint happens on the road: not before the waybill was handed to the carrier, not in the future. */
function checkEventTime(order: CombinedOrderRow, at: Date, now = new Date()) {
  const shipped = order.shippedAt ?? order.createdAt;
  if (at.getTime() < shipped.getTime() - CHECKPOINT_CLOCK_SKEW_MS) throw new ApiError(400, 'BadRequest', 'trackingTimeBeforeShipping');
  if (at.getTime() > now.getTime() + CHECKPOINT_CLOCK_SKEW_MS) throw new ApiError(400, 'BadRequest', 'trackingTimeInFuture');
}

/** Inside the caller's transaction, the row locked: the checkpoint, and for DELIVERED the delivery time and history. */
async function carrierEventLocked(tx: Db, order: CombinedOrderRow, event: ReturnType<typeof cleanEvent>): Promise<CombinedOrderRow> {
  if (order.status !== S.Shipped && order.status !== S.Signed) throw wrongState();
  checkEventTime(order, event.at);
  await addEvent(tx, order.id, { ...event, source: 'carrier' });
  if (event.status !== 'DELIVERED') return order;
  const [row] = await tx.update(combinedOrders).set({ deliveredAt: event.at, updatedAt: new Date() }).where(eq(combinedOrders.id, order.id)).returning();
  await logCombinedOrder(tx, order.id, 'delivered', 'staff', event.location, event.at);
  return row;
}

/** A carrier checkpoint on a shipped waybill; DELIVERED also records the delivery time. */
export function addCarrierEvent(db: Db, tenantId: string, id: string, event: CarrierEvent): Promise<CombinedOrderRow> {
  const clean = cleanEvent(event);
  return inTx(db, tenantId, id, (tx, order) => carrierEventLocked(tx, order, clean));
}

export function staffSign(db: Db, tenantId: string, id: string): Promise<CombinedOrderRow> {
  // Signing earns points: the member's lock first (the lock order, ./reprice.ts).
  return db.transaction(async (tx) => signLocked(tx, await lockMemberAndOrder(tx, tenantId, null, id), 'staff'));
}

export function staffCancel(db: Db, tenantId: string, id: string, reason: string): Promise<CombinedOrderRow> {
  // Cancelling gives the points back: the member's lock first (the lock order, ./reprice.ts).
  return db.transaction(async (tx) => cancelLocked(tx, await lockMemberAndOrder(tx, tenantId, null, id), reason, 'staff'));
}

export function staffCombinedOrders(db: Db, tenantId: string, status?: number): Promise<CombinedOrderRow[]> {
  return db
    .select()
    .from(combinedOrders)
    .where(and(eq(combinedOrders.tenantId, tenantId), ...(status ? [eq(combinedOrders.status, status)] : [])))
    .orderBy(desc(combinedOrders.createdAt))
    .limit(200);
}

/** The demo's carrier: a plausible journey of checkpoints for a shipped waybill, up to delivery. */
export const DEMO_JOURNEY: { status: TrackingStatus; zh: string; en: string; location: string; hours: number }[] = [
  { status: 'IN_TRANSIT', zh: '快件已从始发地发出', en: 'Departed the origin facility', location: 'Shenzhen, CN', hours: 6 },
  { status: 'IN_TRANSIT', zh: '航班已起飞', en: 'Flight departed', location: 'Hong Kong, HK', hours: 20 },
  { status: 'CUSTOMS', zh: '目的地清关中', en: 'Customs clearance in progress', location: 'Destination customs', hours: 44 },
  { status: 'OUT_FOR_DELIVERY', zh: '派送中', en: 'Out for delivery', location: 'Local delivery office', hours: 66 },
  { status: 'DELIVERED', zh: '已签收', en: 'Delivered', location: 'Recipient address', hours: 72 },
];

/**
 * Plays DEMO_JOURNEY's checkpoints on a shipped waybill (texts in the carrier's words), in one transaction,
 * spread between its shipping time and now in the journey's proportions. A waybill that already has
 * carrier checkpoints is left as it is (answers 0).
 */
export function playDemoJourney(db: Db, tenantId: string, id: string, until = new Date()): Promise<number> {
  return inTx(db, tenantId, id, async (tx, order) => {
    const [played] = await tx
      .select({ id: combinedOrderEvents.id })
      .from(combinedOrderEvents)
      .where(and(eq(combinedOrderEvents.orderId, order.id), eq(combinedOrderEvents.source, 'carrier')))
      .limit(1);
    if (played) return 0;
    const start = (order.shippedAt ?? until).getTime();
    const span = Math.max(0, until.getTime() - start);
    const last = DEMO_JOURNEY[DEMO_JOURNEY.length - 1].hours;
    let current = order;
    for (const [i, step] of DEMO_JOURNEY.entries()) {
      // Never in the future; a waybill shipped a moment ago gets its checkpoints a millisecond apart.
      const at = new Date(
        Math.min(until.getTime(), start + Math.round((span * step.hours) / last)) + (span < DEMO_JOURNEY.length ? i - DEMO_JOURNEY.length : 0),
      );
      current = await carrierEventLocked(tx, current, cleanEvent({ status: step.status, text: `${step.en} / ${step.zh}`, location: step.location, at }));
    }
    return DEMO_JOURNEY.length;
  });
}
