// The demo customer's waybills on every host, one in every status, and their transhipment orders, one in
// each of theirs (./combined-order-plan.ts), made through the waybill and transhipment modules step by step in the
// order they happened, each step's rows then moved to its time (./restamp.ts); the transhipment orders'
// notes are written at their times. Only the demo customer of each tenant gets them.
//
// Money: a demo opening balance (an adjustment, before the first order) pays exactly what the waybills and
// transhipment orders cost in the end, so the wallet keeps the balance ./money.ts documents. What they cost
// is priced first (./combined-order-cost.ts) and checked after against what they paid. Every ledger line must read
// in time order (each one records the balance after it), so the steps older than ./money.ts's history run
// before it (run('older')) and the rest after it (run('newer')); no order moves money within that history
// (MONEY_HISTORY_DAYS to MONEY_HISTORY_ENDS days ago). Points likewise: the signed and completed orders of
// both kinds earn theirs after the points exchange (./coupons.ts), and the newest waybill spends them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { UserType } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { additionalServices, combinedOrders, memberCoupons, parcels, shippingMethods, sites, userAddresses, users } from '../db/schema/index.ts';
import { adjust } from '../modules/funds/index.ts';
import { addNote } from '../modules/transhipment-order/index.ts';
import { DEMO_TEMPLATES } from './coupons.ts';
import { DEMO_CUSTOMER, DEMO_SITES, type DemoSite } from './data.ts';
import { DemoClock, eventsRecordedWhenTheyHappened } from './restamp.ts';
import { priceDemoCombinedOrders } from './combined-order-cost.ts';
import { DEMO_PLAN, type DemoCombinedOrder, planKey, type CombinedOrderStep } from './combined-order-plan.ts';
import { assertReached, dateOf, type DemoShipper, runStep, stepsOf } from './combined-order-steps.ts';

/** ./money.ts posts the demo customer's money within this many days: no order moves money then. */
export const MONEY_HISTORY_DAYS = 20;
/** Days ago of ./money.ts's last ledger line (the adjustment): orders move money again only after it. */
export const MONEY_HISTORY_ENDS = 9;
/** Days ago of the demo opening balance, before the oldest order. */
export const OPENING_BALANCE_DAYS_AGO = 42;
export const OPENING_BALANCE = { titleZh: '演示期初余额', titleEn: 'Demo opening balance', reason: 'Demo opening balance / 演示期初余额' };

interface Timed {
  daysAgo: number;
  combinedOrder: DemoCombinedOrder | null;
  step: CombinedOrderStep | 'opening';
}

interface Planned extends DemoShipper {
  timeline: Timed[];
  opening: number;
  operatorId: string | null;
}

export interface DemoCombinedOrderSeed {
  /** 'older': the steps before ./money.ts's history; 'newer': the rest (after it). */
  run(phase: 'older' | 'newer'): Promise<void>;
}

/** The steps that may move money (a payment, a refund, an extra charge). */
const MONEY_STEPS: CombinedOrderStep[] = ['submit', 'pack', 'arrive', 'pay', 'cancel'];

function timelineOf(timing: number): Timed[] {
  const steps: Timed[] = [{ daysAgo: OPENING_BALANCE_DAYS_AGO, combinedOrder: null, step: 'opening' }];
  for (const combinedOrder of DEMO_PLAN) {
    for (const step of stepsOf(combinedOrder, timing)) {
      const daysAgo = combinedOrder.at[step];
      if (daysAgo === undefined) throw new Error(`demo ${planKey(combinedOrder)} has no time for ${step}`);
      if (daysAgo >= OPENING_BALANCE_DAYS_AGO) throw new Error(`demo ${planKey(combinedOrder)}: ${step} ${daysAgo} days ago, before the opening balance`);
      if (MONEY_STEPS.includes(step) && daysAgo >= MONEY_HISTORY_ENDS && daysAgo <= MONEY_HISTORY_DAYS) {
        throw new Error(`demo ${planKey(combinedOrder)}: ${step} ${daysAgo} days ago would move money within ./money.ts's history`);
      }
      steps.push({ daysAgo, combinedOrder, step });
    }
  }
  return steps.sort((a, b) => b.daysAgo - a.daysAgo);
}

/** The transhipment orders' notes, at their times (after the order was submitted). */
async function writeNotes(tx: Db, m: Planned, now: number): Promise<void> {
  for (const w of DEMO_PLAN) {
    const id = m.combinedOrders.get(planKey(w));
    for (const [daysAgo, author, text] of w.notes ?? []) {
      if (!id || daysAgo >= (w.at.submit ?? 0)) throw new Error(`demo ${planKey(w)}: a note ${daysAgo} days ago, before it was submitted`);
      await addNote(tx, m.user.tenantId, id, author, text, dateOf(daysAgo, now));
    }
  }
}

async function shipperOf(tx: Db, site: DemoSite, index: number): Promise<Omit<Planned, 'timeline' | 'opening'> | null> {
  const [siteRow] = await tx.select().from(sites).where(eq(sites.domain, site.domain)).limit(1);
  if (!siteRow) return null;
  const tenantId = siteRow.tenantId;
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, DEMO_CUSTOMER.userName), eq(users.userType, UserType.Customer)))
    .limit(1);
  if (!user) return null;
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, UserType.Admin)))
    .limit(1);
  const [address] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, user.id), eq(userAddresses.countryCode, site.shipTo.countryCode)))
    .limit(1);
  if (!address) throw new Error(`the demo customer of ${site.domain} has no address in ${site.shipTo.countryCode}`);
  const tracking = DEMO_PLAN.flatMap((w) => w.parcels);
  const [own, methods, services, savers] = await Promise.all([
    tx
      .select({ id: parcels.id, trackingNumber: parcels.trackingNumber })
      .from(parcels)
      .where(and(eq(parcels.userId, user.id), inArray(parcels.trackingNumber, tracking))),
    tx.select().from(shippingMethods).where(eq(shippingMethods.tenantId, tenantId)),
    tx.select().from(additionalServices).where(eq(additionalServices.tenantId, tenantId)),
    tx
      .select({ id: memberCoupons.id })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.userId, user.id), eq(memberCoupons.nameEn, DEMO_TEMPLATES.tenOff.nameEn)))
      .orderBy(asc(memberCoupons.createdAt)),
  ]);
  if (own.length !== new Set(tracking).size) throw new Error(`the demo orders' parcels are missing on ${site.domain} (seed the parcels first)`);
  if (savers.length < 2) throw new Error(`the demo customer of ${site.domain} needs two "${DEMO_TEMPLATES.tenOff.nameEn}" coupons (seed the coupons first)`);
  return {
    user,
    site: siteRow,
    index,
    addressId: address.id,
    parcelIds: new Map(own.map((p) => [p.trackingNumber, p.id])),
    methods: new Map(methods.map((m) => [m.code, { id: m.id, carrierName: m.carrierName }])),
    serviceIds: new Map(services.map((s) => [s.code, s.id])),
    coupons: { older: savers[0].id, newer: savers[1].id },
    combinedOrders: new Map(),
    expected: new Map(),
    operatorId: admin?.id ?? null,
  };
}

const openingBalance = (m: Omit<Planned, 'timeline' | 'opening'>, amount: number) => ({
  tenantId: m.user.tenantId,
  userId: m.user.id,
  amount,
  reasonCode: 'correction' as const,
  operatorId: m.operatorId,
  ...OPENING_BALANCE,
});

/** Throws unless the orders paid, in all, what the opening balance gave (the pricing was right). */
async function assertPaidOpening(tx: Db, m: Planned): Promise<void> {
  const rows = await tx.select({ paid: combinedOrders.paidTotal }).from(combinedOrders).where(eq(combinedOrders.userId, m.user.id));
  const paid = rows.reduce((sum, r) => sum + r.paid, 0);
  if (paid !== m.opening) throw new Error(`the demo orders of tenant ${m.user.tenantId} paid ${paid}, the opening balance was ${m.opening}`);
}

/** Looks up every tenant's demo customer and prices their orders (after accounts, coupons and parcels). */
export async function planDemoCombinedOrders(tx: Db): Promise<DemoCombinedOrderSeed> {
  const now = Date.now();
  const clock = new DemoClock();
  const planned: Planned[] = [];
  for (const [index, site] of DEMO_SITES.entries()) {
    const shipper = await shipperOf(tx, site, index);
    if (!shipper) continue;
    planned.push({
      ...shipper,
      timeline: timelineOf(site.paymentTiming),
      opening: await priceDemoCombinedOrders(tx, shipper, site.paymentTiming),
    });
  }
  return {
    async run(phase) {
      for (const m of planned) {
        const steps = m.timeline.filter((t) => (phase === 'older') === t.daysAgo > MONEY_HISTORY_DAYS);
        for (const t of steps) {
          // The demo carrier's journey starts when the waybill was shipped: its time must be in place.
          if (t.step === 'delivered') await clock.flush(tx, ['combined_orders']);
          const at = dateOf(t.daysAgo, now);
          clock.begin();
          if (t.combinedOrder) await runStep(tx, m, t.combinedOrder, t.step as CombinedOrderStep, at);
          else if (m.opening > 0) await adjust(tx, openingBalance(m, m.opening));
          clock.end(at);
        }
      }
      await clock.flush(tx);
      if (phase === 'older') return;
      for (const m of planned) {
        await eventsRecordedWhenTheyHappened(tx, m.user.id);
        await writeNotes(tx, m, now);
        await assertReached(tx, m, DEMO_PLAN);
        await assertPaidOpening(tx, m);
      }
    },
  };
}
