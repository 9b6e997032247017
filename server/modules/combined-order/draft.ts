// The waybill draft (POST /u/combinedOrder/combinedOrderFee): everything the submit page shows before the
// customer commits — methods with totals or blocks, the chosen method's quote line by line and what combining
// the parcels saves, services, coupons with their discount or why not, points, and the customs ID the
// destination needs.
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { CouponAppliesTo } from '../../../lib/contract/enums.ts';
import { INSURANCE_SERVICE_CODE } from '../../../lib/contract/parcel-rules.ts';
import { POINTS_PER_UNIT_SPENT } from '../../../lib/contract/coupon-rules.ts';
import { customsIdRuleFor } from '../../../lib/contract/combined-order-rules.ts';
import type { CombinedOrderDraft, CombinedOrderDraftInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { memberCoupons, tenants } from '../../db/schema/index.ts';
import type { UserRow } from '../../http.ts';
import { localized, toDecimal } from '../../kernel/localized.ts';
import { couponOptions, discountOn, pointsBalanceOf, unusableReason } from '../coupons/index.ts';
import { kg, loadCatalog } from '../shipping/index.ts';
import { addressSnapshot, assertCombinable, chosenServices, methodTo, ownAddress, ownParcels, quoteParcels, tenantServices } from './inputs.ts';
import { quoteWire } from './lines.ts';
import { methodOptions, orderCurrency, pointsFor, priceWith, type Pricing } from './pricing.ts';
import { combiningSaving, methodBlocks, type QuoteParcel, type ServiceRow } from './quote.ts';
import type { AddressSnapshot } from '../../db/schema/order-json.ts';

export async function paymentTimingOf(db: Db, tenantId: string): Promise<number> {
  const [row] = await db.select({ paymentTiming: tenants.paymentTiming }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.paymentTiming ?? 10;
}

/** The coupon's discount as a function of the shipping fee (0 when none, not the member's, or not usable). */
async function couponDiscount(db: Db, user: UserRow, couponId: string | null | undefined, now = new Date()) {
  if (!couponId) return () => 0;
  const [coupon] = await db
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.tenantId, user.tenantId), eq(memberCoupons.userId, user.id)));
  if (!coupon || coupon.lockedBy !== null) return () => 0;
  return (fee: number) => (unusableReason(coupon, { ref: '', kind: CouponAppliesTo.Combined, feeMinor: fee }, now) ? 0 : discountOn(coupon, fee));
}

const serviceWire = (service: ServiceRow, price: number, locale: Locale) => ({
  id: service.id,
  code: service.code,
  name: localized(locale, service.nameZh, service.nameEn),
  description: localized(locale, service.descriptionZh, service.descriptionEn) || null,
  price: toDecimal(price),
  priceType: service.priceType,
  rate: service.priceType === 'PERCENT' ? service.rateBp / 100 : null,
  isInsurance: service.code === INSURANCE_SERVICE_CODE,
});

export async function combinedOrderDraft(db: Db, user: UserRow, input: CombinedOrderDraftInput, locale: Locale): Promise<CombinedOrderDraft> {
  const rows = await ownParcels(db, user, input.parcelIds);
  assertCombinable(rows);
  return draftFor(db, user, await quoteParcels(db, rows), input, locale, null, { saving: true });
}

export type DraftChoices = Omit<CombinedOrderDraftInput, 'parcelIds'>;

/**
 * The draft of parcels already loaded and checked; `standing`: the address to use when none is chosen;
 * `saving`: the quote says what combining saves (a waybill's parcels, each weighed by the warehouse; not
 * goods whose weight is one estimate shared out).
 */
export async function draftFor(
  db: Db,
  user: UserRow,
  parcels: QuoteParcel[],
  input: DraftChoices,
  locale: Locale,
  standing: AddressSnapshot | null = null,
  { saving = false }: { saving?: boolean } = {},
): Promise<CombinedOrderDraft> {
  const currency = await orderCurrency(db, user.tenantId);
  const [cat, allServices, balance, paymentTiming] = await Promise.all([
    loadCatalog(db, user.tenantId, currency, locale),
    tenantServices(db, user.tenantId),
    pointsBalanceOf(db, user),
    paymentTimingOf(db, user.tenantId),
  ]);
  const pricing: Pricing = {
    parcels,
    services: chosenServices(allServices, input.serviceIds),
    currency,
    couponDiscountOn: await couponDiscount(db, user, input.couponId),
    points: Math.min(input.points ?? 0, balance),
  };
  const address = input.addressId ? addressSnapshot(await ownAddress(db, user, input.addressId)) : standing;
  const methods = address ? methodOptions(cat, address, pricing, locale) : [];
  let quote = null;
  let saved: number | undefined;
  if (address && input.methodId) {
    const { method, rate } = methodTo(cat, input.methodId, address);
    if (rate && methodBlocks(method, rate, parcels).length === 0) {
      quote = priceWith(method, rate, pricing);
      if (saving) saved = combiningSaving(method, rate, parcels, quote.shippingFee);
    }
  }
  // Coupons are judged against the shipping fee without a coupon; prices of services against these parcels.
  const fee = quote?.shippingFee ?? 0;
  const declared = parcels.filter((p) => p.currency === currency).reduce((sum, p) => sum + p.declaredValue, 0);
  const uninsured = parcels.filter((p) => p.currency === currency && !p.isInsurance).reduce((sum, p) => sum + p.declaredValue, 0);
  const services = allServices.map((service) => {
    const base = service.code === INSURANCE_SERVICE_CODE ? uninsured : declared;
    const percent = service.priceType === 'PERCENT' ? Math.round((base * service.rateBp) / 10_000) : 0;
    return serviceWire(service, Math.max(service.price, percent), locale);
  });
  const coupons = quote ? await couponOptions(db, user, { ref: '', kind: CouponAppliesTo.Combined, feeMinor: fee }, locale) : [];
  const beforePoints = quote ? quote.subtotal - quote.couponDiscount : 0;
  const rule = address ? customsIdRuleFor(address.countryCode) : undefined;
  return {
    parcelCount: parcels.length,
    totalWeight: kg(parcels.reduce((sum, p) => sum + (p.weightGrams ?? 0), 0)),
    declaredValue: toDecimal(declared),
    currency,
    methods,
    quote: quote ? quoteWire(quote, currency, locale, saved) : null,
    services,
    coupons,
    points: { balance, max: Math.min(balance, pointsFor(beforePoints)), perUnit: POINTS_PER_UNIT_SPENT },
    customsId: rule && address ? { country: address.countryCode.toUpperCase(), example: rule.example } : null,
    paymentTiming,
  };
}
