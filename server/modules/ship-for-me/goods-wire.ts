// Goods rows → the wire's Good: decimals, the declaration's goods-type name in the request's language, the
// forecast parcel's tracking number, and the total in the wallet's currency at the tenant's rate.
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { GoodSource, ShopPlatform } from '../../../lib/contract/ship-for-me-rules.ts';
import type { Good, GoodDetail } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { goodsTypes, parcels } from '../../db/schema/index.ts';
import { localName, toDecimal } from '../../kernel/localized.ts';
import { tenantCurrency, tenantRates } from '../funds/index.ts';
import type { GoodRow } from './goods-store.ts';

/** The good's currency per one unit of the wallet's currency (the funds module's table of rates). */
export async function ratesTo(db: Db, tenantId: string): Promise<{ siteCurrency: string; rates: Map<string, number> }> {
  const [siteCurrency, rows] = await Promise.all([tenantCurrency(db, tenantId), tenantRates(db, tenantId)]);
  const rates = new Map<string, number>([[siteCurrency, 1]]);
  for (const row of rows) if (Number(row.rate) > 0 && row.currency !== siteCurrency) rates.set(row.currency, Number(row.rate));
  return { siteCurrency, rates };
}

/** Minor units of `currency` → minor units of the wallet's currency; null without a rate. */
export function inSiteCurrency(minor: number, currency: string, rates: Map<string, number>): number | null {
  const rate = rates.get(currency);
  return rate ? Math.round(minor / rate) : null;
}

export async function goodsWire(db: Db, tenantId: string, rows: GoodRow[], locale: Locale): Promise<Good[]> {
  if (rows.length === 0) return [];
  const { siteCurrency, rates } = await ratesTo(db, tenantId);
  const typeIds = [...new Set(rows.map((r) => r.goodsTypeId).filter(Boolean))];
  const types = typeIds.length
    ? await db
        .select({ id: goodsTypes.id, nameZh: goodsTypes.nameZh, nameEn: goodsTypes.nameEn })
        .from(goodsTypes)
        .where(and(eq(goodsTypes.tenantId, tenantId), inArray(goodsTypes.id, typeIds)))
    : [];
  const typeName = new Map(types.map((t) => [t.id, localName(locale, t)]));
  const parcelIds = [...new Set(rows.map((r) => r.parcelId).filter((id): id is string => !!id))];
  const numbers = parcelIds.length
    ? await db
        .select({ id: parcels.id, trackingNumber: parcels.trackingNumber })
        .from(parcels)
        .where(and(eq(parcels.tenantId, tenantId), inArray(parcels.id, parcelIds)))
    : [];
  const trackingOf = new Map(numbers.map((p) => [p.id, p.trackingNumber]));
  return rows.map((r) => {
    const total = inSiteCurrency(r.unitPrice * r.quantity, r.currency, rates);
    return {
      id: r.id,
      status: r.status,
      source: r.source as GoodSource,
      platform: r.platform as ShopPlatform,
      shopName: r.shopName,
      title: r.title,
      url: r.url,
      imageUrl: r.imageUrl,
      spec: r.spec,
      unitPrice: toDecimal(r.unitPrice),
      currency: r.currency,
      quantity: r.quantity,
      totalInSiteCurrency: total === null ? null : toDecimal(total),
      siteCurrency,
      declaration: {
        declaredName: r.declaredName,
        goodsTypeId: r.goodsTypeId,
        goodsTypeName: typeName.get(r.goodsTypeId) ?? '',
        declaredValue: toDecimal(r.declaredValue),
        currency: r.currency,
        quantity: r.declaredQuantity,
      },
      parcelId: r.parcelId,
      trackingNumber: r.parcelId ? (trackingOf.get(r.parcelId) ?? null) : null,
      enquiryId: r.enquiryId,
      orderId: r.orderId,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function goodDetailWire(db: Db, row: GoodRow, locale: Locale): Promise<GoodDetail> {
  const [good] = await goodsWire(db, row.tenantId, [row], locale);
  return { ...good, history: row.history.map((h) => ({ at: h.at, action: h.action as GoodDetail['history'][number]['action'], ref: h.ref })) };
}
