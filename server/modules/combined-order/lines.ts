// Quote lines and figures on the wire: localized labels and how each amount was worked out.
import type { Locale } from '../../../lib/contract/constants.ts';
import type { FeeLine, CombinedOrderQuote } from '../../../lib/contract/wire.ts';
import { t, type MessageKey } from '../../i18n.ts';
import { localized, toDecimal } from '../../kernel/localized.ts';
import { kg } from '../shipping/index.ts';
import type { StoredLine, StoredQuote } from '../../db/schema/order-json.ts';

const fill = (locale: Locale, key: MessageKey, values: Record<string, string | number>) =>
  t(locale, key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
const price = (minor: number) => toDecimal(minor).toFixed(2);

/** A coupon the order held and no longer qualifies for at a price: its name, and why, worded for the reader. */
export interface ReleasedCoupon {
  nameZh: string;
  nameEn: string;
  threshold: number;
  /** The shipping fee it was checked against, minor units. */
  fee: number;
}

function releasedWording(locale: Locale, reason: string | null | undefined, coupon: ReleasedCoupon) {
  const label = fill(locale, 'lineCouponReleased', { name: localized(locale, coupon.nameZh, coupon.nameEn) });
  const detail =
    reason === 'THRESHOLD_NOT_MET'
      ? fill(locale, 'couponBelowThreshold', { fee: price(coupon.fee), threshold: price(coupon.threshold) })
      : t(locale, 'couponNotApplicable');
  return { label, detail };
}

function lineWire(line: StoredLine, locale: Locale, quote: StoredQuote): FeeLine {
  const amount = toDecimal(line.amount);
  switch (line.code) {
    case 'FIRST_WEIGHT':
      return { code: line.code, label: fill(locale, 'lineFirstWeight', { weight: kg(line.grams ?? 0) }), detail: null, amount };
    case 'ADDITIONAL_WEIGHT':
      return {
        code: line.code,
        label: fill(locale, 'lineAdditionalWeight', {
          units: line.units ?? 0,
          step: kg(line.unitGrams ?? 0),
          price: price(line.unitPrice ?? 0),
        }),
        detail: null,
        amount,
      };
    case 'FUEL':
      return { code: line.code, label: fill(locale, 'lineFuel', { rate: (line.rateBp ?? 0) / 100 }), detail: null, amount };
    case 'HANDLING':
      return { code: line.code, label: t(locale, 'lineHandling'), detail: null, amount };
    case 'COUPON':
      if (line.couponReleased) {
        const coupon = { nameZh: line.nameZh ?? '', nameEn: line.nameEn ?? '', threshold: line.threshold ?? 0, fee: quote.shippingFee };
        return { code: line.code, ...releasedWording(locale, line.couponReleased, coupon), amount };
      }
      return { code: line.code, label: t(locale, 'lineCoupon'), detail: null, amount };
    case 'POINTS':
      return { code: line.code, label: fill(locale, 'linePoints', { points: line.points ?? 0 }), detail: null, amount };
    default: {
      const name = localized(locale, line.nameZh ?? '', line.nameEn ?? '');
      const label = line.units !== undefined && line.units > 1 ? fill(locale, 'lineParcelService', { name, count: line.units }) : name;
      const detail = line.rateBp ? fill(locale, 'lineRate', { rate: line.rateBp / 100 }) : null;
      return { code: line.code, label, detail, amount };
    }
  }
}

/** `savedByCombining` (minor units): a waybill draft's saving (combiningSaving), left out when not given. */
export function quoteWire(quote: StoredQuote, currency: string, locale: Locale, savedByCombining?: number): CombinedOrderQuote {
  return {
    lines: quote.lines.map((line) => lineWire(line, locale, quote)),
    subtotal: toDecimal(quote.subtotal),
    couponDiscount: toDecimal(quote.couponDiscount),
    pointsUsed: quote.pointsUsed,
    pointsValue: toDecimal(quote.pointsValue),
    total: toDecimal(quote.total),
    currency,
    actualWeight: kg(quote.actualGrams),
    volumetricWeight: kg(quote.volumetricGrams),
    volumetricDivisor: quote.divisor,
    chargeableWeight: kg(quote.chargeableGrams),
    ...(savedByCombining === undefined ? {} : { savedByCombining: toDecimal(savedByCombining) }),
  };
}
