// Demo parcels: on every host the demo customer has parcels in every status (so every tab has rows), in
// both warehouses, with goods lines, carriers, weights and sizes, history lines that tell their life,
// and generated photos of the arrived ones (saved through the real photo store); plus one unclaimed
// arrival per tenant for the claim demo (forecast its number, staff approve); and the parcels of the demo
// waybills, inserted in stock for ./waybills.ts to combine and move; and the forecast parcels of the demo
// transhipment orders, inserted NotArrival for ./waybills.ts to declare and receive. Times are relative to
// the seed, in days.
import { and, asc, eq, sql } from 'drizzle-orm';
import { CombinedOrderStatus as S, ParcelStatus as P, UserType } from '../../lib/contract/enums.ts';
import type { ParcelAction } from '../../lib/contract/schemas/parcels.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  additionalServices,
  declaredNames,
  goodsTypes,
  parcelActionLogs,
  parcelGoods,
  parcels,
  parcelServices,
  sites,
  storagePolicies,
  tenants,
  users,
  warehouses,
} from '../db/schema/index.ts';
import { type Actor, saveParcelPhoto } from '../modules/parcels/index.ts';
import { measurementNote } from '../modules/warehouse/index.ts';
import { type DemoSite, DEMO_CUSTOMER, DEMO_SITES } from './data.ts';
import { labelPhoto, type Rgb } from './png.ts';
import { convert } from './shipping.ts';
import { TRANSHIPMENT_PARCELS, COMBINED_ORDER_PARCELS, waybillParcel } from './combined-order-plan.ts';
import { type Courier, EMS, JD, SF, STO, YTO, YUNDA, ZTO } from './couriers.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An Inbound parcel's storage: a fresh one, one with 4 days left (warning), one 3 days overdue. */
type InboundAge = number | 'warning' | 'overdue';

/** [goods type code, declared name (English, of the declared-name list), quantity, unit value in CNY fen] */
type GoodsLine = [string, string, number, number];

export interface DemoParcel {
  trackingNumber: string;
  /** Where the parcel ends after the seed (a waybill's parcel gets there through ./waybills.ts). */
  status: number;
  carrier: Courier;
  /** 0: the default warehouse (Guangzhou), 1: the second (Yiwu). */
  warehouse: 0 | 1;
  goods: GoodsLine[];
  weightGrams?: number;
  size?: [number, number, number];
  forecastDaysAgo: number;
  arrivedDaysAgo?: number;
  inboundDaysAgo?: InboundAge;
  outDaysAgo?: number;
  completedDaysAgo?: number;
  canceledDaysAgo?: number;
  cancelReason?: string;
  abnormalReason?: string;
  photos?: number;
  isInsurance?: boolean;
  services?: string[];
  remark?: string;
  /** The status of the demo waybill it travels in: inserted in stock, then combined and moved by ./waybills.ts. */
  combinedOrder?: number;
  /** The status of the demo transhipment order that forwards it: inserted NotArrival, then declared and received by ./waybills.ts. */
  transhipment?: number;
}

/** Days ago it was forecast, and arrived, checked in or cancelled (an arrival without a day of its own was the check-in's). */
interface Days {
  forecast: number;
  arrived?: number;
  inbound?: InboundAge;
  canceled?: number;
}
/** On arrival: weighed (grams), measured (cm) and photographed. */
type Arrival = [weightGrams: number, size: [number, number, number], photos: number];

/** A parcel by its number, the status it ends in, courier, warehouse, days, arrival (null: not arrived) and goods lines. */
const parcel = (
  trackingNumber: string,
  status: number,
  carrier: Courier,
  warehouse: 0 | 1,
  days: Days,
  arrival: Arrival | null,
  ...goods: GoodsLine[]
): DemoParcel => ({
  trackingNumber,
  status,
  carrier,
  warehouse,
  goods,
  forecastDaysAgo: days.forecast,
  arrivedDaysAgo: days.arrived,
  inboundDaysAgo: days.inbound,
  canceledDaysAgo: days.canceled,
  ...(arrival && { weightGrams: arrival[0], size: arrival[1], photos: arrival[2] }),
});

/** The demo customer's own parcels on every host: NotArrival ×2, Arrived, Inbound ×4, OutOfWarehouse, Completed, Canceled. */
const CUSTOMER_PARCELS: DemoParcel[] = [
  parcel('SF1400000001', P.NotArrival, SF, 0, { forecast: 1 }, null, ['GENERAL', 'T-shirt', 3, 5_900], ['GENERAL', 'Sneakers', 1, 39_900]),
  {
    ...parcel('YT2400000002', P.NotArrival, YTO, 1, { forecast: 2 }, null, ['GENERAL', 'Storage box', 4, 2_500], ['GENERAL', 'Cup', 2, 3_900]),
    remark: 'Two orders from one shop',
  },
  parcel('ZTO3400000003', P.Arrived, ZTO, 0, { forecast: 4, arrived: 0 }, [640, [22, 16, 9], 2], ['BATTERY', 'Bluetooth earphones', 1, 29_900]),
  {
    ...parcel('JD4400000004', P.Inbound, JD, 0, { forecast: 6, inbound: 3 }, [1_380, [40, 30, 12], 1], ['GENERAL', 'Jacket', 1, 45_900]),
    isInsurance: true,
    services: ['REINFORCE'],
  },
  parcel('STO5400000005', P.Inbound, STO, 0, { forecast: 28, inbound: 'warning' }, [820, [25, 18, 10], 1], ['COSMETICS', 'Skin care', 2, 18_000]),
  parcel(
    'YD6400000006',
    P.Inbound,
    YUNDA,
    1,
    { forecast: 50, inbound: 'overdue' },
    [450, [20, 15, 6], 1],
    ['GENERAL', 'Phone case', 5, 1_990],
    ['GENERAL', 'USB cable', 3, 1_500],
  ),
  {
    ...parcel('EMS7400000007', P.Inbound, EMS, 0, { forecast: 9, inbound: 6 }, [2_150, [35, 25, 20], 2], ['FOOD', 'Biscuits and snacks', 6, 1_200]),
    abnormalReason: '外箱破损，正在核对内件 (carton damaged; checking the contents)',
  },
  waybillParcel('SF8400000008', SF, 1, S.Shipped, [['BRAND', 'Handbag', 1, 68_000]], 1_100, [38, 28, 14], 20, 17),
  waybillParcel('YT9400000009', YTO, 0, S.Completed, [['FOOD', 'Tea', 2, 8_800]], 900, [24, 16, 12], 45, 42),
  {
    ...parcel('ZTO1040000010', P.Canceled, ZTO, 0, { forecast: 8, canceled: 5 }, null, ['GENERAL', 'Towel', 2, 2_900]),
    cancelReason: '卖家取消了订单 (the seller cancelled the order)',
  },
];

/** Every parcel of the demo customer, with the status it ends in: their own, those of the demo waybills and of the transhipment orders. */
export const DEMO_PARCELS: DemoParcel[] = [...CUSTOMER_PARCELS, ...COMBINED_ORDER_PARCELS, ...TRANSHIPMENT_PARCELS];

/** The status a demo parcel is inserted with: a waybill's in stock, a transhipment order's forecast, the others where they end. */
const insertedStatus = (p: DemoParcel) => (p.combinedOrder !== undefined ? P.Inbound : p.transhipment !== undefined ? P.NotArrival : p.status);

/**
 * Waits at the default warehouse without an owner: the demo customer forecasting this number asks for it, and
 * it is theirs once staff approve the claim (`npm run ops -- parcel-claims`, docs/decisions.md).
 */
export const DEMO_UNCLAIMED: DemoParcel = parcel('YD9900000099', P.Arrived, YUNDA, 0, { forecast: 1, arrived: 1 }, [1_750, [30, 22, 15], 1]);

export const ACCENTS: Record<string, Rgb> = { red: [214, 48, 49], blue: [22, 119, 255], navy: [22, 46, 102] };
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** One policy per tenant (docs/decisions.md "Storage"); seeded with the site, demo or not. */
export async function seedStoragePolicy(tx: Tx, tenantId: string, site: DemoSite): Promise<void> {
  await tx.insert(storagePolicies).values({ tenantId, freeDays: site.storage.freeDays, feePerDay: site.storage.feePerDay, warningDays: 7 });
}

interface Life {
  forecastAt: Date;
  arrivedAt: Date | null;
  inboundAt: Date | null;
  outAt: Date | null;
  completedAt: Date | null;
  canceledAt: Date | null;
}

function lifeOf(p: DemoParcel, freeDays: number, now: number): Life {
  const ago = (days: number | undefined, hours = 0) => (days === undefined ? null : new Date(now - days * DAY - hours * HOUR));
  const inboundDays = p.inboundDaysAgo === 'warning' ? freeDays - 4 : p.inboundDaysAgo === 'overdue' ? freeDays + 3 : p.inboundDaysAgo;
  const arrivedDays = typeof p.arrivedDaysAgo === 'number' ? p.arrivedDaysAgo : inboundDays;
  return {
    forecastAt: ago(Math.max(p.forecastDaysAgo, (arrivedDays ?? 0) + 1), 5)!,
    arrivedAt: ago(arrivedDays, 3),
    inboundAt: ago(inboundDays, 2),
    outAt: ago(p.outDaysAgo, 4),
    completedAt: ago(p.completedDaysAgo, 6),
    canceledAt: ago(p.canceledDaysAgo, 1),
  };
}

function historyOf(p: DemoParcel, life: Life, warehouseId: string | null, owned: boolean) {
  const lines: { action: ParcelAction; actor: Actor; at: Date | null; note?: string | null; place?: boolean }[] = [
    ...(owned ? [{ action: 'forecast' as const, actor: 'customer' as const, at: life.forecastAt }] : []),
    {
      action: 'arrived',
      actor: 'staff',
      at: life.arrivedAt,
      note: p.weightGrams ? measurementNote({ weightGrams: p.weightGrams, lengthCm: p.size![0], widthCm: p.size![1], heightCm: p.size![2] }) : null,
      place: true,
    },
    { action: 'inbound', actor: 'staff', at: life.inboundAt, place: true },
    {
      action: 'abnormal',
      actor: 'staff',
      at: p.abnormalReason && life.inboundAt ? new Date(life.inboundAt.getTime() + 20 * HOUR) : null,
      note: p.abnormalReason,
      place: true,
    },
    { action: 'outOfWarehouse', actor: 'staff', at: life.outAt, place: true },
    { action: 'completed', actor: 'system', at: life.completedAt },
    { action: 'canceled', actor: 'customer', at: life.canceledAt, note: p.cancelReason },
  ];
  return lines
    .filter((l) => l.at)
    .map((l) => ({
      id: newId('PL'),
      action: l.action,
      actor: l.actor,
      warehouseId: l.place ? warehouseId : null,
      note: l.note ?? null,
      createdAt: l.at!,
    }));
}

async function tenantRefs(tx: Tx, tenantId: string) {
  const [whs, types, names, services, [site]] = await Promise.all([
    tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.tenantId, tenantId)).orderBy(asc(warehouses.sort)),
    tx.select({ id: goodsTypes.id, code: goodsTypes.code }).from(goodsTypes).where(eq(goodsTypes.tenantId, tenantId)),
    tx.select({ id: declaredNames.id, nameEn: declaredNames.nameEn }).from(declaredNames).where(eq(declaredNames.tenantId, tenantId)),
    tx.select().from(additionalServices).where(eq(additionalServices.tenantId, tenantId)),
    tx.select().from(sites).where(eq(sites.tenantId, tenantId)).orderBy(asc(sites.sort)).limit(1),
  ]);
  const [policy] = await tx.select().from(storagePolicies).where(eq(storagePolicies.tenantId, tenantId));
  return {
    warehouseIds: whs.map((w) => w.id),
    goodsTypeId: new Map(types.map((t) => [t.code, t.id])),
    declaredNameId: new Map(names.map((n) => [n.nameEn, n.id])),
    services: new Map(services.map((s) => [s.code, s])),
    currency: site.baseCurrencyCode,
    accent: ACCENTS[DEMO_SITES.find((d) => d.domain === site.domain)?.color ?? 'red'] ?? ACCENTS.red,
    freeDays: policy?.freeDays ?? 30,
  };
}

async function insertParcel(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  p: DemoParcel,
  refs: Awaited<ReturnType<typeof tenantRefs>>,
  now: number,
  variant: number,
) {
  const life = lifeOf(p, refs.freeDays, now);
  const warehouseId = refs.warehouseIds[p.warehouse] ?? refs.warehouseIds[0] ?? null;
  const goods = p.goods.map(([type, name, quantity, fen], i) => ({
    id: newId('PG'),
    declaredName: name,
    declaredNameId: refs.declaredNameId.get(name) ?? null,
    goodsTypeId: refs.goodsTypeId.get(type)!,
    quantity,
    unitValue: convert(fen, refs.currency),
    currency: refs.currency,
    sort: i,
  }));
  const id = newId('P');
  await tx.insert(parcels).values({
    id,
    tenantId,
    userId,
    status: insertedStatus(p),
    trackingNumber: p.trackingNumber,
    carrierCode: p.carrier[0],
    carrierName: p.carrier[1],
    warehouseId,
    declaredName: goods[0]?.declaredName ?? null,
    declaredValue: goods.reduce((a, g) => a + g.quantity * g.unitValue, 0),
    currency: refs.currency,
    isInsurance: p.isInsurance ?? false,
    remark: p.remark ?? null,
    weightGrams: p.weightGrams ?? null,
    lengthCm: p.size?.[0] ?? null,
    widthCm: p.size?.[1] ?? null,
    heightCm: p.size?.[2] ?? null,
    abnormalReason: p.abnormalReason ?? null,
    cancelReason: p.cancelReason ?? null,
    arrivedAt: life.arrivedAt,
    inboundAt: life.inboundAt,
    storageStoppedAt: life.outAt,
    outAt: life.outAt,
    canceledAt: life.canceledAt,
    createdAt: userId ? life.forecastAt : life.arrivedAt!,
    updatedAt: life.completedAt ?? life.canceledAt ?? life.outAt ?? life.inboundAt ?? life.arrivedAt ?? life.forecastAt,
  });
  if (goods.length) await tx.insert(parcelGoods).values(goods.map((g) => ({ ...g, parcelId: id })));
  const services = (p.services ?? []).map((code) => refs.services.get(code)).filter((s) => s !== undefined);
  if (services.length) await tx.insert(parcelServices).values(services.map((s) => ({ parcelId: id, additionalServiceId: s.id, price: s.price })));
  await tx.insert(parcelActionLogs).values(historyOf(p, life, warehouseId, userId !== null).map((line) => ({ ...line, parcelId: id })));
  for (let i = 0; i < (p.photos ?? 0); i++) await saveParcelPhoto(tx, id, labelPhoto(p.trackingNumber, refs.accent, variant + i));
}

/** Every tenant's demo customer gets DEMO_PARCELS (the waybills' in stock, the transhipment orders' forecast); every tenant one unclaimed arrival (after seedAccounts). */
export async function seedDemoParcels(tx: Tx): Promise<void> {
  const now = Date.now();
  for (const tenant of await tx.select().from(tenants)) {
    const refs = await tenantRefs(tx, tenant.id);
    const [demo] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.userName, DEMO_CUSTOMER.userName), eq(users.userType, UserType.Customer)))
      .limit(1);
    if (demo) for (const [i, p] of DEMO_PARCELS.entries()) await insertParcel(tx, tenant.id, demo.id, p, refs, now, i);
    await insertParcel(tx, tenant.id, null, DEMO_UNCLAIMED, refs, now, 7);
    // The photos were taken when the parcels arrived.
    await tx.execute(sql`UPDATE parcel_photos SET created_at = p.arrived_at FROM parcels p
      WHERE parcel_photos.parcel_id = p.id AND p.tenant_id = ${tenant.id} AND p.arrived_at IS NOT NULL`);
  }
}
