// Forecasting cart goods as parcels (POST /u/ship-for-me/goods/forecast), and the forecast of a logistics
// order's packages (./logistics-order.ts): each package (one shop shipment: its goods, the shop's tracking
// number and carrier) becomes one parcel in My parcels through the parcels module's own forecast rules, its
// goods lines the goods' declarations; the goods then point at their parcel. All or nothing in the caller's
// transaction, in THE LOCK ORDER (combined-order/reprice.ts): the tracking numbers' locks first, then the
// member's goods (a logistics order takes the member's points lock in between).
import { inArray } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import type { ForecastGoodsRequest, ForecastParcelInput, ForecastResult } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import type { UserRow } from '../../http.ts';
import { FieldError, type FieldIssue } from '../../kernel/router.ts';
import { createForecasts, lockTrackingNumbers, normalizeTrackingNumber, type ParcelRow } from '../parcels/index.ts';
import { declarationLines } from './declaration.ts';
import type { GoodRow } from './goods-store.ts';
import { assertStatus, moveGoods, ownGoods } from './goods-store.ts';

export type PackageInput = ForecastGoodsRequest['packages'][number];

/** Every good of the packages, each named once (400 on `packages.<i>.goodsIds` when one is in two packages). */
export function packageGoodsIds(packages: PackageInput[]): string[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  packages.forEach((pkg, i) => {
    for (const id of pkg.goodsIds) {
      if (seen.has(id)) issues.push({ field: `packages.${i}.goodsIds`, key: 'shipForMeGoodInTwoPackages' });
      seen.add(id);
    }
  });
  if (issues.length) throw new FieldError(issues);
  return [...seen];
}

/** Takes the packages' tracking-number locks (the first lock of the lock order). */
export const lockPackageNumbers = (tx: Db, tenantId: string, packages: PackageInput[]) =>
  lockTrackingNumbers(
    tx,
    tenantId,
    packages.map((p) => normalizeTrackingNumber(p.trackingNumber)),
  );

export interface Forecast {
  result: ForecastResult;
  /** The new parcels' rows, in the packages' order. */
  rows: ParcelRow[];
}

/**
 * Inside the caller's transaction (numbers and goods locked): one forecast parcel per package through the
 * parcels module (its field errors named `packages.<i>.<field>`). `goods`: the packages' goods rows by id.
 */
export async function forecastPackages(
  tx: Db,
  user: UserRow,
  input: { warehouseId: string; packages: PackageInput[]; isInsurance?: boolean },
  goods: Map<string, GoodRow>,
  locale: Locale,
): Promise<Forecast> {
  const cards: ForecastParcelInput[] = input.packages.map((pkg) => ({
    warehouseId: input.warehouseId,
    trackingNumber: pkg.trackingNumber,
    carrierCode: pkg.carrierCode,
    carrierName: pkg.carrierName ?? null,
    deliveryMode: DeliveryMode.DirectDelivery,
    goods: declarationLines(pkg.goodsIds.map((id) => goods.get(id)!)),
    isInsurance: input.isInsurance ?? false,
  }));
  let result: ForecastResult;
  try {
    // createForecasts opens its own transaction: on `tx` it is a savepoint of the caller's.
    result = await createForecasts(tx, user, cards, 'customer', locale);
  } catch (err) {
    if (!(err instanceof FieldError)) throw err;
    throw new FieldError(err.issues.map((issue) => ({ ...issue, field: issue.field.replace(/^parcels\./, 'packages.') })));
  }
  const ids = result.items.map((p) => p.id);
  const found = await tx.select().from(parcels).where(inArray(parcels.id, ids));
  const byId = new Map(found.map((row) => [row.id, row]));
  return { result, rows: ids.map((id) => byId.get(id)!) };
}

/** Moves each package's goods from `from` on to their parcel (`extra`: the order they are on). */
export async function moveToParcels(
  tx: Db,
  packages: PackageInput[],
  goods: Map<string, GoodRow>,
  parcelRows: ParcelRow[],
  from: GoodStatus,
  to: { status: GoodStatus; orderId?: string },
  action: 'forecast' | 'ordered',
): Promise<void> {
  for (const [i, pkg] of packages.entries()) {
    const parcelId = parcelRows[i].id;
    const rows = pkg.goodsIds.map((id) => goods.get(id)!);
    await moveGoods(tx, rows, from, { ...to, parcelId }, action, to.orderId ?? parcelId);
  }
}

export const byId = (rows: GoodRow[]) => new Map(rows.map((r) => [r.id, r]));

/** POST /u/ship-for-me/goods/forecast: the cart goods of each package become one forecast parcel; goods → Forecast. */
export function forecastGoods(db: Db, user: UserRow, input: ForecastGoodsRequest, locale: Locale): Promise<ForecastResult> {
  const ids = packageGoodsIds(input.packages);
  return db.transaction(async (tx) => {
    await lockPackageNumbers(tx, user.tenantId, input.packages);
    const rows = await ownGoods(tx, user, ids, true);
    assertStatus(rows, [GoodStatus.InCart]);
    const goods = byId(rows);
    const { result, rows: parcelRows } = await forecastPackages(tx, user, input, goods, locale);
    await moveToParcels(tx, input.packages, goods, parcelRows, GoodStatus.InCart, { status: GoodStatus.Forecast }, 'forecast');
    return result;
  });
}
