// The demo customer's waybills on every host, one in each status, as a plan the waybill seed plays through
// the waybill module (./waybills.ts): which parcels (inserted Inbound by ./parcels.ts), the method, the
// coupon and points, the packed box, and when each step happened (days ago). A step a host's payment timing
// does not need (paying after packing on a pay-first host) is skipped.
import { CombinedOrderStatus as S, ParcelStatus as P } from '../../lib/contract/enums.ts';
import { inboundCarrier } from '../modules/parcels/carriers.ts';
import type { DemoParcel } from './parcels.ts';

export type WaybillStep = 'submit' | 'pick' | 'verify' | 'pack' | 'pay' | 'out' | 'ship' | 'delivered' | 'sign' | 'complete' | 'cancel';

export interface DemoWaybill {
  status: number;
  /** Shipping method code (server/seed/shipping.ts METHODS). */
  method: string;
  /** Tracking numbers of its parcels (DEMO_PARCELS entries with `waybill` = this status). */
  parcels: string[];
  /** Waybill-level additional services by code. */
  services?: string[];
  /** The older or the newer "Shipping fee saver" coupon of the demo customer (./coupons.ts). */
  coupon?: 'older' | 'newer';
  /** Pays part of the fee with points: what the signed and completed waybills earned less DEMO_POINTS_NET. */
  points?: boolean;
  /** The packed box: grams, then cm. */
  box?: [weightGrams: number, lengthCm: number, widthCm: number, heightCm: number];
  /** Carrier checkpoints of the demo journey played on a shipped waybill that is still on its way. */
  checkpoints?: number;
  review?: { rating: number; comment: string };
  cancelReason?: string;
  remark?: string;
  /** Days ago of each step it takes. */
  at: Partial<Record<WaybillStep, number>>;
}

/** The points the demo waybills leave on balance: earned by the signed and completed ones less those spent on the newest. */
export const DEMO_POINTS_NET = 100;

export const DEMO_WAYBILL_PLAN: DemoWaybill[] = [
  {
    status: S.Completed, method: 'AIR_STD', parcels: ['YT9400000009', 'JD1500000011', 'ZTO1500000012'], box: [4_200, 42, 32, 20],
    review: { rating: 5, comment: 'Well packed, everything arrived intact. 包装很好，全部完好。' },
    at: { submit: 40.3, pick: 39.8, verify: 39.7, pack: 39.5, pay: 39.3, out: 38.6, ship: 38.5, delivered: 31.2, sign: 30.6, complete: 23.5 },
  },
  {
    status: S.Signed, method: 'DHL_EXPRESS', parcels: ['YT1500000013', 'STO1500000014', 'YD1500000015'], services: ['INSURANCE'], box: [4_400, 48, 36, 21],
    review: { rating: 4, comment: 'Fast, one box corner was dented. 很快，箱角有点压痕。' },
    at: { submit: 26.3, pick: 25.8, verify: 25.7, pack: 25.4, pay: 25.2, out: 24.6, ship: 24.5, delivered: 18.3, sign: 17.6 },
  },
  {
    status: S.Shipped, method: 'DHL_EXPRESS', parcels: ['SF8400000008', 'YT1500000016', 'ZTO1500000017'], services: ['REINFORCE'], coupon: 'older',
    box: [5_100, 60, 40, 25], checkpoints: 3, remark: 'Please remove the price tags / 请去掉价签',
    at: { submit: 8.4, pick: 7.6, verify: 7.5, pack: 6.8, pay: 6.6, out: 2.3, ship: 2.2 },
  },
  {
    status: S.Canceled, method: 'DHL_EXPRESS', parcels: ['EMS1500000018'], coupon: 'newer',
    cancelReason: 'Two more parcels are on the way; I will combine them all. 还有两个包裹在路上，到齐后一起合箱。',
    at: { submit: 7.3, cancel: 6.6 },
  },
  {
    status: S.OutOfWarehouse, method: 'AIR_STD', parcels: ['YT1500000021'], box: [1_300, 28, 21, 18],
    at: { submit: 6.4, pick: 5.7, verify: 5.6, pack: 5.3, pay: 5.1, out: 1.4 },
  },
  {
    status: S.Packaged, method: 'AIR_STD', parcels: ['ZTO1500000022', 'STO1500000023'], box: [3_900, 42, 32, 24],
    at: { submit: 5.4, pick: 4.6, verify: 4.5, pack: 3.6, pay: 3.4 },
  },
  {
    status: S.Unpaid, method: 'AIR_STD', parcels: ['YT1500000029'], box: [1_800, 32, 26, 22],
    at: { submit: 4.4, pick: 3.4, verify: 3.3, pack: 1.2 },
  },
  { status: S.Verified, method: 'SEA_ECO', parcels: ['YD1500000024'], at: { submit: 4.3, pick: 3.5, verify: 2.4 } },
  { status: S.Picking, method: 'AIR_STD', parcels: ['EMS1500000026'], at: { submit: 3.3, pick: 1.6 } },
  { status: S.PendingPacking, method: 'AIR_STD', parcels: ['JD1500000027'], points: true, at: { submit: 0.25 } },
];

/** The demo customer's waybills: one in every status. */
export const DEMO_WAYBILLS: number[] = DEMO_WAYBILL_PLAN.map((w) => w.status);

const courier = (code: string): [string, string] => [code, inboundCarrier(code)?.nameEn ?? code];
const [YTO, ZTO, STO, YUNDA, JD, EMS] = ['YTO', 'ZTO', 'STO', 'YUNDA', 'JD', 'EMS'].map(courier);

/** Where a waybill's parcels end: still in stock, left with it, or completed with it. */
const finalStatus = (waybill: number) =>
  waybill === S.Completed ? P.Completed : ([S.OutOfWarehouse, S.Shipped, S.Signed] as number[]).includes(waybill) ? P.OutOfWarehouse : P.Inbound;

type Goods = DemoParcel['goods'];
const parcel = (
  trackingNumber: string, carrier: [string, string], warehouse: 0 | 1, waybill: number, goods: Goods,
  weightGrams: number, size: [number, number, number], forecastDaysAgo: number, inboundDaysAgo: number,
): DemoParcel => ({
  trackingNumber, carrier, warehouse, waybill, goods, weightGrams, size, forecastDaysAgo, arrivedDaysAgo: inboundDaysAgo, inboundDaysAgo,
  status: finalStatus(waybill), photos: 1,
});

/** The parcels the demo waybills were made of (besides SF8400000008 and YT9400000009 of DEMO_PARCELS). */
export const WAYBILL_PARCELS: DemoParcel[] = [
  parcel('JD1500000011', JD, 0, S.Completed, [['GENERAL', 'Jacket', 1, 45_900]], 1_600, [45, 35, 10], 46, 43),
  parcel('ZTO1500000012', ZTO, 0, S.Completed, [['GENERAL', 'Sneakers', 1, 39_900]], 1_300, [36, 24, 14], 44, 42),
  parcel('YT1500000013', YTO, 0, S.Signed, [['GENERAL', 'Sneakers', 2, 29_900]], 1_400, [35, 25, 13], 31, 28),
  parcel('STO1500000014', STO, 0, S.Signed, [['GENERAL', 'T-shirt', 4, 5_900]], 800, [30, 22, 6], 30, 27),
  parcel('YD1500000015', YUNDA, 0, S.Signed, [['GENERAL', 'Jacket', 1, 69_900]], 1_900, [48, 36, 12], 29, 27),
  parcel('YT1500000016', YTO, 1, S.Shipped, [['GENERAL', 'Storage box', 4, 3_500]], 2_600, [40, 30, 25], 14, 11),
  parcel('ZTO1500000017', ZTO, 1, S.Shipped, [['GENERAL', 'Cup', 2, 4_900]], 900, [22, 18, 16], 12, 10),
  parcel('EMS1500000018', EMS, 0, S.Canceled, [['GENERAL', 'Sneakers', 3, 39_900]], 2_800, [52, 36, 26], 14, 12),
  parcel('YT1500000021', YTO, 0, S.OutOfWarehouse, [['GENERAL', 'Cup', 3, 3_900]], 1_200, [28, 20, 18], 10, 8),
  parcel('ZTO1500000022', ZTO, 1, S.Packaged, [['GENERAL', 'Towel', 3, 2_900]], 1_500, [35, 25, 15], 9, 6),
  parcel('STO1500000023', STO, 1, S.Packaged, [['GENERAL', 'Storage box', 3, 3_900]], 2_200, [40, 30, 20], 8, 6),
  parcel('YT1500000029', YTO, 1, S.Unpaid, [['GENERAL', 'Cup', 4, 3_900]], 1_600, [30, 25, 20], 8, 5),
  parcel('YD1500000024', YUNDA, 0, S.Verified, [['GENERAL', 'Storage box', 6, 3_500]], 4_800, [50, 40, 30], 10, 6),
  parcel('EMS1500000026', EMS, 0, S.Picking, [['GENERAL', 'Jacket', 1, 39_900]], 1_200, [40, 30, 8], 7, 4),
  parcel('JD1500000027', JD, 0, S.PendingPacking, [['GENERAL', 'Sneakers', 1, 49_900]], 1_300, [35, 24, 13], 5, 2),
];
