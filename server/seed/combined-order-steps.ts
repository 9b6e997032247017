// One step of a demo waybill's or transhipment order's life, taken through the waybill and transhipment
// modules as the customer or the warehouse would: draft and submit, pick, verify, pack (a waybill) or the
// parcel's arrival that weighs it (a transhipment order), pay, leave (with its parcels), ship, the
// carrier's checkpoints, confirm receipt with a review, complete, cancel.
import { and, eq, inArray } from 'drizzle-orm';
import { CombinedOrderStatus as S, DeliveryMode, PaymentTiming } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { combinedOrders } from '../db/schema/index.ts';
import type { SiteRow, UserRow } from '../http.ts';
import {
  addCarrierEvent,
  cancelCombinedOrder,
  DEMO_JOURNEY,
  packCombinedOrder,
  payCombinedOrder,
  playDemoJourney,
  shipCombinedOrder,
  signCombinedOrder,
  staffStep,
  submitCombinedOrder,
} from '../modules/combined-order/index.ts';
import { arriveParcel, transitionParcel } from '../modules/warehouse/index.ts';
import { cancelTranshipment, signTranshipment, submitTranshipment } from '../modules/transhipment-order/index.ts';
import { DEMO_SITES } from './data.ts';
import { ACCENTS } from './parcels.ts';
import { labelPhoto } from './png.ts';
import { DEMO_PLAN, DEMO_POINTS_NET, type DemoCombinedOrder, isTranshipment, planKey, type CombinedOrderStep } from './combined-order-plan.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo customer of one tenant, with what the plan names looked up. */
export interface DemoShipper {
  user: UserRow;
  site: SiteRow;
  /** 0, 1, 2: tells the carriers' numbers of the hosts apart. */
  index: number;
  addressId: string;
  parcelIds: Map<string, string>;
  methods: Map<string, { id: string; carrierName: string }>;
  serviceIds: Map<string, string>;
  coupons: { older: string; newer: string };
  /** Order ids by their plan key (./combined-order-plan.ts planKey), as they are submitted. */
  combinedOrders: Map<string, string>;
  /** The total the customer saw before submitting each, by plan key (minor units; ./combined-order-cost.ts). */
  expected: Map<string, number>;
}

/**
 * The steps an order takes to reach its status under the tenant's payment timing. A transhipment order is
 * weighed by its parcel's arrival (no picking or packing); unpaid, it was weighed and not paid yet.
 */
export function stepsOf(w: DemoCombinedOrder, timing: number): CombinedOrderStep[] {
  const payFirst = timing === PaymentTiming.PayFirstAndPack;
  const transhipment = isTranshipment(w);
  if (w.status === S.Canceled) return ['submit', 'cancel'];
  if (w.status === S.Unpaid) return transhipment ? ['submit', 'arrive'] : payFirst ? ['submit'] : ['submit', 'pick', 'verify', 'pack'];
  const last: Record<number, CombinedOrderStep> = {
    [S.PendingPacking]: 'submit',
    [S.Picking]: 'pick',
    [S.Verified]: 'verify',
    [S.Packaged]: 'pay',
    [S.OutOfWarehouse]: 'out',
    [S.Shipped]: 'ship',
    [S.Signed]: 'sign',
    [S.Completed]: 'complete',
  };
  const chain: CombinedOrderStep[] = transhipment
    ? ['submit', 'arrive', 'pay', 'out', 'ship', 'delivered', 'sign', 'complete']
    : ['submit', 'pick', 'verify', 'pack', 'pay', 'out', 'ship', 'delivered', 'sign', 'complete'];
  if (!chain.includes(last[w.status])) throw new Error(`no demo ${planKey(w)}: not a status of its kind`);
  return chain.slice(0, chain.indexOf(last[w.status]) + 1).filter((step) => !(payFirst && step === 'pay'));
}

export const dateOf = (daysAgo: number, now: number) => new Date(now - Math.round(daysAgo * DAY));

/** Points the newest waybill spends: what the signed and completed orders (of both kinds) earned, less what the demo keeps. */
async function pointsToSpend(tx: Db, m: DemoShipper): Promise<number> {
  const ids = DEMO_PLAN.filter((w) => w.status === S.Signed || w.status === S.Completed)
    .map((w) => m.combinedOrders.get(planKey(w)))
    .filter((id) => id !== undefined);
  const rows = await tx.select({ earned: combinedOrders.pointsEarned }).from(combinedOrders).where(inArray(combinedOrders.id, ids));
  const spend = rows.reduce((sum, r) => sum + r.earned, 0) - DEMO_POINTS_NET;
  if (spend <= 0) throw new Error(`demo waybills earned ${spend + DEMO_POINTS_NET} points, not more than ${DEMO_POINTS_NET}`);
  return spend;
}

/** What the customer chose for the waybill (the submit page's draft input). */
export function inputOf(m: DemoShipper, w: DemoCombinedOrder, points: number) {
  const method = m.methods.get(w.method);
  if (!method) throw new Error(`no shipping method ${w.method}`);
  return {
    parcelIds: w.parcels.map((t) => m.parcelIds.get(t) ?? t),
    addressId: m.addressId,
    methodId: method.id,
    serviceIds: (w.services ?? []).map((code) => m.serviceIds.get(code) ?? code),
    couponId: w.coupon ? m.coupons[w.coupon] : null,
    points,
  };
}

/** Submits the total the customer saw (a different one now would answer QUOTE_CHANGED and stop the seed). */
async function submit(tx: Db, m: DemoShipper, w: DemoCombinedOrder): Promise<void> {
  const input = inputOf(m, w, w.points ? await pointsToSpend(tx, m) : 0);
  const expected = m.expected.get(planKey(w));
  if (expected === undefined) throw new Error(`demo ${planKey(w)} was not priced`);
  // The cancelled one was never paid: its coupon is released (a paid one's would be returned).
  const payNow = w.status !== S.Unpaid && w.status !== S.Canceled;
  const choices = { ...input, remark: w.remark ?? null, expectedTotal: expected / 100, payNow };
  const done = isTranshipment(w)
    ? await submitTranshipment(tx, m.user, m.site, { ...choices, parcelId: input.parcelIds[0], estimatedWeight: w.estimatedKg }, 'zh-Hans')
    : await submitCombinedOrder(tx, m.user, m.site, choices, 'zh-Hans');
  m.combinedOrders.set(planKey(w), done.id);
}

/** The warehouse receives a transhipment order's parcel: the scale, the tape and a photo weigh the order. */
async function arrive(tx: Db, m: DemoShipper, w: DemoCombinedOrder): Promise<void> {
  const [weightGrams, lengthCm, widthCm, heightCm] = w.box!;
  const accent = ACCENTS[DEMO_SITES[m.index]?.color ?? 'red'] ?? ACCENTS.red;
  const photo = labelPhoto(w.parcels[0], accent, w.status);
  await arriveParcel(tx, {
    tenantId: m.user.tenantId,
    trackingNumber: w.parcels[0],
    weightGrams,
    lengthCm,
    widthCm,
    heightCm,
    photos: [photo],
  });
}

/** The carrier's number: DHL's ten digits, Yanwen's UPU-style number. */
function carrierNumber(m: DemoShipper, w: DemoCombinedOrder): string {
  const serial = String(70_000_000 + m.index * 1_000_000 + w.status * 1_000 + (isTranshipment(w) ? 500 : 0) + 17).padStart(9, '0');
  return w.method === 'DHL_EXPRESS' ? `4${serial}` : `UG${serial}YW`;
}

async function moveParcels(tx: Db, m: DemoShipper, w: DemoCombinedOrder, action: 'outOfWarehouse' | 'complete') {
  for (const tracking of w.parcels) await transitionParcel(tx, m.user.tenantId, m.parcelIds.get(tracking)!, action);
}

export async function runStep(tx: Db, m: DemoShipper, w: DemoCombinedOrder, step: CombinedOrderStep, at: Date): Promise<void> {
  if (step === 'submit') return submit(tx, m, w);
  const tenantId = m.user.tenantId;
  const id = m.combinedOrders.get(planKey(w));
  if (!id) throw new Error(`demo ${planKey(w)} was not submitted before ${step}`);
  switch (step) {
    case 'arrive':
      await arrive(tx, m, w);
      return;
    case 'pick':
    case 'verify':
      await staffStep(tx, tenantId, id, step);
      return;
    case 'pack': {
      const [weightGrams, lengthCm, widthCm, heightCm] = w.box!;
      await packCombinedOrder(tx, tenantId, id, { weightGrams, lengthCm, widthCm, heightCm });
      return;
    }
    case 'pay':
      await payCombinedOrder(tx, m.user, id);
      return;
    case 'out':
      // A transhipment order's parcel leaves with it (the step moves it).
      await staffStep(tx, tenantId, id, 'outOfWarehouse');
      if (!isTranshipment(w)) await moveParcels(tx, m, w, 'outOfWarehouse');
      return;
    case 'ship':
      await shipCombinedOrder(tx, tenantId, id, m.methods.get(w.method)!.carrierName, carrierNumber(m, w));
      // Checkpoints may not predate shipping: the waybill was shipped at the demo's time, not the clock's
      // (the clock's flush, which would move it there, comes later).
      await tx.update(combinedOrders).set({ shippedAt: at }).where(eq(combinedOrders.id, id));
      for (const checkpoint of DEMO_JOURNEY.slice(0, w.checkpoints ?? 0)) {
        await addCarrierEvent(tx, tenantId, id, {
          status: checkpoint.status,
          text: `${checkpoint.en} / ${checkpoint.zh}`,
          location: checkpoint.location,
          at: new Date(at.getTime() + checkpoint.hours * HOUR),
        });
      }
      return;
    case 'delivered':
      await playDemoJourney(tx, tenantId, id, at);
      return;
    case 'sign':
      if (isTranshipment(w)) await signTranshipment(tx, m.user, id, w.review ?? {});
      else await signCombinedOrder(tx, m.user, id, w.review ?? {});
      return;
    case 'complete':
      await staffStep(tx, tenantId, id, 'complete');
      await moveParcels(tx, m, w, 'complete');
      return;
    case 'cancel':
      if (isTranshipment(w)) await cancelTranshipment(tx, m.user, id, w.cancelReason ?? 'Changed my mind');
      else await cancelCombinedOrder(tx, m.user, id, w.cancelReason ?? 'Changed my mind');
      return;
  }
}

/** Throws unless every planned order reached its status and kind (a short wallet would have left one Unpaid). */
export async function assertReached(tx: Db, m: DemoShipper, plan: DemoCombinedOrder[]): Promise<void> {
  const rows = await tx
    .select({ id: combinedOrders.id, status: combinedOrders.status, deliveryMode: combinedOrders.deliveryMode })
    .from(combinedOrders)
    .where(and(eq(combinedOrders.tenantId, m.user.tenantId), eq(combinedOrders.userId, m.user.id)));
  for (const w of plan) {
    const row = rows.find((r) => r.id === m.combinedOrders.get(planKey(w)));
    const mode = isTranshipment(w) ? DeliveryMode.Transshipment : DeliveryMode.DirectDelivery;
    if (row?.status !== w.status || row.deliveryMode !== mode) {
      throw new Error(`demo ${planKey(w)} is ${row ? `${row.status} (mode ${row.deliveryMode})` : 'missing'} on tenant ${m.user.tenantId}`);
    }
  }
}
