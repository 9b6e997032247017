// The demo customer's waybills and transhipment orders on every host, one of each kind in each of its
// statuses, as a plan the waybill seed plays through the waybill and transhipment modules (./waybills.ts):
// which parcels (a waybill's inserted Inbound by ./parcels.ts, a transhipment order's forecast and still
// NotArrival), the method, the coupon and points, the packed box or the parcel's measures on arrival, and
// when each step happened (days ago). A step a host's payment timing does not need (paying after packing
// or weighing on a pay-first host) is skipped.
import { CombinedOrderStatus as S, ParcelStatus as P } from '../../lib/contract/enums.ts';
import type { NoteAuthor } from '../../lib/contract/transhipment-order-rules.ts';
import { type Courier, EMS, JD, SF, STO, YTO, YUNDA, ZTO } from './couriers.ts';
import type { DemoParcel } from './parcels.ts';

export type CombinedOrderStep = 'submit' | 'pick' | 'verify' | 'pack' | 'arrive' | 'pay' | 'out' | 'ship' | 'delivered' | 'sign' | 'complete' | 'cancel';

export interface DemoCombinedOrder {
  /**
   * A waybill (the parcels in stock combined and repacked; the default) or a transhipment order (one parcel
   * forwarded as it arrives, DeliveryMode 2: its arrival weighs it, no picking or packing).
   */
  kind?: 'waybill' | 'transhipment';
  status: number;
  /** Shipping method code (server/seed/shipping.ts METHODS). */
  method: string;
  /** Tracking numbers of its parcels (DEMO_PARCELS entries with `waybill` = this status; a transhipment order's one of TRANSHIPMENT_PARCELS). */
  parcels: string[];
  /** Waybill-level additional services by code. */
  services?: string[];
  /** The older or the newer "Shipping fee saver" coupon of the demo customer (./coupons.ts). */
  coupon?: 'older' | 'newer';
  /** Pays part of the fee with points: what the signed and completed orders (waybills and transhipment orders) earned less DEMO_POINTS_NET. */
  points?: boolean;
  /** The packed box (a waybill) or the parcel as the scale and the tape found it on arrival (a transhipment order): grams, then cm. */
  box?: [weightGrams: number, lengthCm: number, widthCm: number, heightCm: number];
  /** A transhipment order: the weight the customer estimated (kg), priced until the parcel is weighed. */
  estimatedKg?: number;
  /** A transhipment order's notes between the customer and the warehouse: [days ago, author, text]. */
  notes?: [daysAgo: number, author: NoteAuthor, text: string][];
  /** Carrier checkpoints of the demo journey played on a shipped waybill that is still on its way. */
  checkpoints?: number;
  review?: { rating: number; comment: string };
  cancelReason?: string;
  remark?: string;
  /** Days ago of each step it takes. */
  at: Partial<Record<CombinedOrderStep, number>>;
}

/** The points the demo orders leave on balance: earned by the signed and completed ones (of both kinds) less those spent on the newest waybill. */
export const DEMO_POINTS_NET = 100;

export const DEMO_COMBINED_ORDER_PLAN: DemoCombinedOrder[] = [
  {
    status: S.Completed,
    method: 'AIR_STD',
    parcels: ['YT9400000009', 'JD1500000011', 'ZTO1500000012'],
    box: [4_200, 42, 32, 20],
    review: { rating: 5, comment: 'Well packed, everything arrived intact. 包装很好，全部完好。' },
    at: {
      submit: 40.3,
      pick: 39.8,
      verify: 39.7,
      pack: 39.5,
      pay: 39.3,
      out: 38.6,
      ship: 38.5,
      delivered: 31.2,
      sign: 30.6,
      complete: 23.5,
    },
  },
  {
    status: S.Signed,
    method: 'DHL_EXPRESS',
    parcels: ['YT1500000013', 'STO1500000014', 'YD1500000015'],
    services: ['INSURANCE'],
    box: [4_400, 48, 36, 21],
    review: { rating: 4, comment: 'Fast, one box corner was dented. 很快，箱角有点压痕。' },
    at: { submit: 26.3, pick: 25.8, verify: 25.7, pack: 25.4, pay: 25.2, out: 24.6, ship: 24.5, delivered: 18.3, sign: 17.6 },
  },
  {
    status: S.Shipped,
    method: 'DHL_EXPRESS',
    parcels: ['SF8400000008', 'YT1500000016', 'ZTO1500000017'],
    services: ['REINFORCE'],
    coupon: 'older',
    box: [5_100, 60, 40, 25],
    checkpoints: 3,
    remark: 'Please remove the price tags / 请去掉价签',
    at: { submit: 8.4, pick: 7.6, verify: 7.5, pack: 6.8, pay: 6.6, out: 2.3, ship: 2.2 },
  },
  {
    status: S.Canceled,
    method: 'DHL_EXPRESS',
    parcels: ['EMS1500000018'],
    coupon: 'newer',
    cancelReason: 'Two more parcels are on the way; I will combine them all. 还有两个包裹在路上，到齐后一起合箱。',
    at: { submit: 7.3, cancel: 6.6 },
  },
  {
    status: S.OutOfWarehouse,
    method: 'AIR_STD',
    parcels: ['YT1500000021'],
    box: [1_300, 28, 21, 18],
    at: { submit: 6.4, pick: 5.7, verify: 5.6, pack: 5.3, pay: 5.1, out: 1.4 },
  },
  {
    status: S.Packaged,
    method: 'AIR_STD',
    parcels: ['ZTO1500000022', 'STO1500000023'],
    box: [3_900, 42, 32, 24],
    at: { submit: 5.4, pick: 4.6, verify: 4.5, pack: 3.6, pay: 3.4 },
  },
  {
    status: S.Unpaid,
    method: 'AIR_STD',
    parcels: ['YT1500000029'],
    box: [1_800, 32, 26, 22],
    at: { submit: 4.4, pick: 3.4, verify: 3.3, pack: 1.2 },
  },
  { status: S.Verified, method: 'SEA_ECO', parcels: ['YD1500000024'], at: { submit: 4.3, pick: 3.5, verify: 2.4 } },
  { status: S.Picking, method: 'AIR_STD', parcels: ['EMS1500000026'], at: { submit: 3.3, pick: 1.6 } },
  { status: S.PendingPacking, method: 'AIR_STD', parcels: ['JD1500000027'], points: true, at: { submit: 0.25 } },
];

/** A transhipment order of one parcel, by air unless `order` names another method. */
const transhipment = (
  status: number,
  parcel: string,
  order: Omit<DemoCombinedOrder, 'kind' | 'status' | 'parcels' | 'method'> & { method?: string },
): DemoCombinedOrder => ({
  kind: 'transhipment',
  status,
  method: 'AIR_STD',
  parcels: [parcel],
  ...order,
});

/**
 * The demo customer's transhipment orders, one in each of their statuses. The signed and completed ones earn
 * points too (the newest waybill spends them as well). Pay-first hosts pay the estimate at submit and the
 * arrival settles the difference (a refund or an extra charge); navy bills the weighed parcel. The unpaid one
 * was submitted without paying (pay-first) and weighed since; the cancelled one before its parcel arrived.
 */
export const DEMO_TRANSHIPMENT_PLAN: DemoCombinedOrder[] = [
  transhipment(S.Completed, 'SF2600000031', {
    estimatedKg: 1.5,
    box: [1_420, 36, 26, 14],
    review: { rating: 5, comment: 'Arrived in its own box, untouched. 原箱到达，完好无损。' },
    at: { submit: 41.6, arrive: 40.6, pay: 40.45, out: 39.9, ship: 39.8, delivered: 33.8, sign: 32.4, complete: 26.1 },
  }),
  transhipment(S.Signed, 'YT2600000032', {
    estimatedKg: 2,
    box: [2_150, 45, 35, 12],
    review: { rating: 4, comment: 'Took a week, fine for air. 一周到，空运还行。' },
    at: { submit: 30.2, arrive: 28.4, pay: 28.2, out: 27.5, ship: 27.4, delivered: 22.6, sign: 21.8 },
  }),
  transhipment(S.Shipped, 'ZTO2600000033', {
    method: 'DHL_EXPRESS',
    estimatedKg: 2.5,
    box: [2_380, 40, 30, 16],
    checkpoints: 2,
    at: { submit: 7.8, arrive: 5.9, pay: 5.7, out: 3.2, ship: 3.1 },
  }),
  transhipment(S.OutOfWarehouse, 'JD2600000034', {
    estimatedKg: 1,
    box: [1_160, 30, 22, 18],
    remark: 'Keep the original box / 保持原包装',
    notes: [
      [5.3, 'customer', 'Please keep the original box as it is, no repacking. 请保持原箱，不要改包装。'],
      [3.85, 'staff', 'Arrived intact, 1.16 kg; forwarded in its own box as asked. 到库完好，1.16kg，按要求原箱转运。'],
    ],
    at: { submit: 5.5, arrive: 3.9, pay: 3.7, out: 0.9 },
  }),
  transhipment(S.Packaged, 'STO2600000035', { estimatedKg: 1.2, box: [880, 30, 22, 8], at: { submit: 4.6, arrive: 1.9, pay: 1.7 } }),
  transhipment(S.Unpaid, 'YD2600000036', {
    estimatedKg: 1.5,
    box: [1_740, 35, 25, 15],
    notes: [[1.25, 'staff', 'Weighed 1.74 kg on arrival: please pay the fee and it leaves today. 到库称重 1.74kg，付款后当天发出。']],
    at: { submit: 3.6, arrive: 1.3 },
  }),
  transhipment(S.PendingPacking, 'EMS2600000037', {
    estimatedKg: 0.8,
    notes: [[0.45, 'customer', 'The seller says it arrives the day after tomorrow. 卖家说后天到仓。']],
    at: { submit: 0.5 },
  }),
  transhipment(S.Canceled, 'SF2600000038', {
    estimatedKg: 0.6,
    cancelReason: 'Ordered by mistake; I will combine it with my other parcels. 下错单了，改为和其他包裹合箱。',
    at: { submit: 6.9, cancel: 6.3 },
  }),
];

/** Every planned order, as ./waybills.ts plays them. */
export const DEMO_PLAN: DemoCombinedOrder[] = [...DEMO_COMBINED_ORDER_PLAN, ...DEMO_TRANSHIPMENT_PLAN];

export const isTranshipment = (w: Pick<DemoCombinedOrder, 'kind'>) => w.kind === 'transhipment';
/** A planned order's key: its kind and status (one of each). */
export const planKey = (w: Pick<DemoCombinedOrder, 'kind' | 'status'>) => `${w.kind ?? 'waybill'} ${w.status}`;

/** The demo customer's waybills: one in every status. */
export const DEMO_COMBINED_ORDERS: number[] = DEMO_COMBINED_ORDER_PLAN.map((w) => w.status);
/** The demo customer's transhipment orders: one in each of their statuses. */
export const DEMO_TRANSHIPMENTS: number[] = DEMO_TRANSHIPMENT_PLAN.map((w) => w.status);

/** Where a waybill's parcels end: still in stock, left with it, or completed with it. */
const finalStatus = (combinedOrder: number) =>
  combinedOrder === S.Completed ? P.Completed : ([S.OutOfWarehouse, S.Shipped, S.Signed] as number[]).includes(combinedOrder) ? P.OutOfWarehouse : P.Inbound;

type Goods = DemoParcel['goods'];
/** A parcel of a demo waybill, in stock since `inboundDaysAgo` (weighed, measured and photographed on arrival). */
export const waybillParcel = (
  trackingNumber: string,
  carrier: Courier,
  warehouse: 0 | 1,
  combinedOrder: number,
  goods: Goods,
  weightGrams: number,
  size: [number, number, number],
  forecastDaysAgo: number,
  inboundDaysAgo: number,
): DemoParcel => ({
  trackingNumber,
  carrier,
  warehouse,
  combinedOrder,
  goods,
  weightGrams,
  size,
  forecastDaysAgo,
  arrivedDaysAgo: inboundDaysAgo,
  inboundDaysAgo,
  status: finalStatus(combinedOrder),
  photos: 1,
});

/** The parcels the demo waybills were made of (besides SF8400000008 and YT9400000009 of DEMO_PARCELS). */
export const COMBINED_ORDER_PARCELS: DemoParcel[] = [
  waybillParcel('JD1500000011', JD, 0, S.Completed, [['GENERAL', 'Jacket', 1, 45_900]], 1_600, [45, 35, 10], 46, 43),
  waybillParcel('ZTO1500000012', ZTO, 0, S.Completed, [['GENERAL', 'Sneakers', 1, 39_900]], 1_300, [36, 24, 14], 44, 42),
  waybillParcel('YT1500000013', YTO, 0, S.Signed, [['GENERAL', 'Sneakers', 2, 29_900]], 1_400, [35, 25, 13], 31, 28),
  waybillParcel('STO1500000014', STO, 0, S.Signed, [['GENERAL', 'T-shirt', 4, 5_900]], 800, [30, 22, 6], 30, 27),
  waybillParcel('YD1500000015', YUNDA, 0, S.Signed, [['GENERAL', 'Jacket', 1, 69_900]], 1_900, [48, 36, 12], 29, 27),
  waybillParcel('YT1500000016', YTO, 1, S.Shipped, [['GENERAL', 'Storage box', 4, 3_500]], 2_600, [40, 30, 25], 14, 11),
  waybillParcel('ZTO1500000017', ZTO, 1, S.Shipped, [['GENERAL', 'Cup', 2, 4_900]], 900, [22, 18, 16], 12, 10),
  waybillParcel('EMS1500000018', EMS, 0, S.Canceled, [['GENERAL', 'Sneakers', 3, 39_900]], 2_800, [52, 36, 26], 14, 12),
  waybillParcel('YT1500000021', YTO, 0, S.OutOfWarehouse, [['GENERAL', 'Cup', 3, 3_900]], 1_200, [28, 20, 18], 10, 8),
  waybillParcel('ZTO1500000022', ZTO, 1, S.Packaged, [['GENERAL', 'Towel', 3, 2_900]], 1_500, [35, 25, 15], 9, 6),
  waybillParcel('STO1500000023', STO, 1, S.Packaged, [['GENERAL', 'Storage box', 3, 3_900]], 2_200, [40, 30, 20], 8, 6),
  waybillParcel('YT1500000029', YTO, 1, S.Unpaid, [['GENERAL', 'Cup', 4, 3_900]], 1_600, [30, 25, 20], 8, 5),
  waybillParcel('YD1500000024', YUNDA, 0, S.Verified, [['GENERAL', 'Storage box', 6, 3_500]], 4_800, [50, 40, 30], 10, 6),
  waybillParcel('EMS1500000026', EMS, 0, S.Picking, [['GENERAL', 'Jacket', 1, 39_900]], 1_200, [40, 30, 8], 7, 4),
  waybillParcel('JD1500000027', JD, 0, S.PendingPacking, [['GENERAL', 'Sneakers', 1, 49_900]], 1_300, [35, 24, 13], 5, 2),
];

/** Where a transhipment order's parcel ends: not arrived yet (waiting, or its order cancelled), arrived, left or completed with it. */
const transhipmentFinal = (order: number) =>
  order === S.Completed
    ? P.Completed
    : ([S.OutOfWarehouse, S.Shipped, S.Signed] as number[]).includes(order)
      ? P.OutOfWarehouse
      : ([S.Unpaid, S.Packaged] as number[]).includes(order)
        ? P.Arrived
        : P.NotArrival;

const forecast = (trackingNumber: string, carrier: Courier, warehouse: 0 | 1, order: number, goods: Goods, forecastDaysAgo: number): DemoParcel => ({
  trackingNumber,
  carrier,
  warehouse,
  transhipment: order,
  goods,
  forecastDaysAgo,
  status: transhipmentFinal(order),
});

/**
 * The parcels of the demo transhipment orders: forecast (inserted NotArrival by ./parcels.ts, no weight);
 * ./waybills.ts submits each order and has the warehouse receive the parcel (weighed, measured, a photo).
 */
export const TRANSHIPMENT_PARCELS: DemoParcel[] = [
  forecast('SF2600000031', SF, 0, S.Completed, [['BRAND', 'Handbag', 1, 52_000]], 44),
  forecast('YT2600000032', YTO, 1, S.Signed, [['GENERAL', 'Jacket', 1, 59_900]], 31.5),
  forecast('ZTO2600000033', ZTO, 0, S.Shipped, [['GENERAL', 'Sneakers', 2, 32_900]], 9.5),
  forecast('JD2600000034', JD, 0, S.OutOfWarehouse, [['GENERAL', 'Cup', 4, 3_900]], 6.5),
  forecast('STO2600000035', STO, 1, S.Packaged, [['GENERAL', 'T-shirt', 5, 4_900]], 5.5),
  forecast('YD2600000036', YUNDA, 0, S.Unpaid, [['FOOD', 'Tea', 3, 6_800]], 4.5),
  forecast('EMS2600000037', EMS, 0, S.PendingPacking, [['COSMETICS', 'Skin care', 2, 15_800]], 2),
  forecast('SF2600000038', SF, 1, S.Canceled, [['GENERAL', 'Phone case', 3, 1_990]], 8.5),
];
