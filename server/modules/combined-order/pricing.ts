// Prices a waybill for the member: the quote of a method with the coupon and points as chosen, and every
// method's total or why it cannot carry the parcels. Used by the draft, the submit and adding parcels.
import type { Locale } from '../../../lib/contract/constants.ts';
import { POINTS_PER_UNIT_SPENT } from '../../../lib/contract/coupon-rules.ts';
import type { MethodBlock } from '../../../lib/contract/combined-order-rules.ts';
import type { MethodOption } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { localized, toDecimal } from '../../kernel/localized.ts';
import { tenantCurrency } from '../funds/index.ts';
import { type Catalog, kg, rateFor } from '../shipping/index.ts';
import { buildQuote, methodBlocks, type PackedBox, type QuoteParcel, type ServiceRow } from './quote.ts';
import type { AddressSnapshot, StoredQuote } from '../../db/schema/order-json.ts';

/**
 * Orders are priced in the wallet's currency (the tenant's), whichever of the tenant's sites the customer
 * uses: the figure shown is the figure the wallet is charged (docs/decisions.md "Hardening, round two").
 */
export const orderCurrency = (db: Db, tenantId: string): Promise<string> => tenantCurrency(db, tenantId);

export const pointsValue = (points: number) => Math.floor((points * 100) / POINTS_PER_UNIT_SPENT);
export const pointsFor = (minor: number) => Math.floor((Math.max(0, minor) * POINTS_PER_UNIT_SPENT) / 100);

const BLOCK_MESSAGES: Record<MethodBlock, MessageKey> = {
  NOT_SERVED: 'blockNotServed',
  OVERWEIGHT: 'blockOverweight',
  OVERSIZE: 'blockOversize',
  GOODS_TYPE: 'blockGoodsType',
};

export interface Pricing {
  parcels: QuoteParcel[];
  services: ServiceRow[];
  currency: string;
  couponDiscountOn: (shippingFee: number) => number;
  points: number;
  box?: PackedBox;
}

type MethodRow = Catalog['methods'][number];
type RateRow = Catalog['rates'][number];

export const priceWith = (method: MethodRow, rate: RateRow, p: Pricing): StoredQuote => buildQuote({ ...p, method, rate, pointsValue, pointsFor });

const regionOf = (address: Pick<AddressSnapshot, 'regionId'>) => (address.regionId === null ? undefined : String(address.regionId));

/** Every method that serves the country: its total with these choices, or its blocks. */
export function methodOptions(cat: Catalog, address: Pick<AddressSnapshot, 'countryCode' | 'regionId'>, p: Pricing, locale: Locale): MethodOption[] {
  const options: MethodOption[] = [];
  for (const method of cat.methods) {
    const rate = rateFor(cat, method.id, address.countryCode, regionOf(address))?.rate ?? null;
    if (!rate) continue;
    const blocks = methodBlocks(method, rate, p.parcels, p.box);
    const quote = blocks.length ? null : priceWith(method, rate, p);
    const type = cat.types.get(method.methodTypeId);
    options.push({
      methodId: method.id,
      name: localized(locale, method.nameZh, method.nameEn),
      methodTypeName: type ? localized(locale, type.nameZh, type.nameEn) : '',
      transitDays: { min: method.transitDaysMin, max: method.transitDaysMax },
      restrictions: localized(locale, method.restrictionsZh, method.restrictionsEn),
      total: quote ? toDecimal(quote.total) : null,
      chargeableWeight: quote ? kg(quote.chargeableGrams) : null,
      unavailable: blocks.map((code) => ({ code, message: t(locale, BLOCK_MESSAGES[code]) })),
    });
  }
  return options.sort((a, b) => Number(a.total === null) - Number(b.total === null) || (a.total ?? 0) - (b.total ?? 0));
}
