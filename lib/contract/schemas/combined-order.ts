// Waybills (combined orders) and logistics orders (SPEC section 7 "Combined order", "Logistics order", trace;
// the unpaid list). A logistics order is the billing and shipping document of a waybill: the same record and
// number (L…), seen through /u/logistics-management/… (docs/decisions.md "Waybills"). Amounts are decimals
// with 2 places of the site currency (minor units in the database); weights kg, sizes cm.
import { z } from '@hono/zod-openapi';
import { isoDateTime, listOf } from './common.ts';
import { CouponOptionSchema } from './coupons.ts';
import { COUPON_UNUSABLE_REASONS } from '../coupon-rules.ts';
import {
  CANCEL_BLOCKS,
  CANCEL_REASON_MAX,
  FEE_LINE_CODES,
  METHOD_BLOCKS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX,
  TRACKING_STATUSES,
  COMBINED_ORDER_ACTIONS,
} from '../combined-order-rules.ts';

export * from '../combined-order-rules.ts';

const money = () => z.number().openapi({ description: 'Decimal, 2 places' });
const int = () => z.number().int();

export const FeeLineSchema = z
  .object({
    code: z.enum(FEE_LINE_CODES),
    /** Localized name (a service's own name for SERVICE lines). */
    label: z.string(),
    /** How it was worked out, localized ("3 × 0.5 kg × 12.00"), or null. */
    detail: z.string().nullable(),
    /** Signed: discounts are negative. */
    amount: money(),
  })
  .openapi('FeeLine');

export const QuoteSchema = z
  .object({
    lines: z.array(FeeLineSchema),
    /** Before coupon and points. */
    subtotal: money(),
    couponDiscount: money(),
    pointsUsed: int(),
    pointsValue: money(),
    total: money(),
    currency: z.string(),
    actualWeight: z.number(),
    volumetricWeight: z.number(),
    volumetricDivisor: int(),
    /** The larger of actual and volumetric, rounded up to the method's step. */
    chargeableWeight: z.number(),
    /**
     * A waybill's draft only: what combining saves, the shipping fees of its parcels shipped one by one by this
     * method minus its own shipping fee (0 for one parcel); absent on other quotes.
     */
    savedByCombining: money().optional(),
  })
  .openapi('CombinedOrderQuote');

export const MethodOptionSchema = z
  .object({
    methodId: z.string(),
    name: z.string(),
    methodTypeName: z.string(),
    transitDays: z.object({ min: int(), max: int() }),
    restrictions: z.string(),
    /** The quote's total with this method (services, coupon and points as chosen), or null when unavailable. */
    total: money().nullable(),
    chargeableWeight: z.number().nullable(),
    unavailable: z.array(z.object({ code: z.enum(METHOD_BLOCKS), message: z.string() })),
  })
  .openapi('MethodOption');

export const ServiceOptionSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    /** What it costs on this waybill. */
    price: money(),
    /** FIXED or PERCENT (of the declared value, at least the fixed price). */
    priceType: z.string(),
    rate: z.number().nullable(),
    isInsurance: z.boolean(),
  })
  .openapi('ServiceOption');

export const CombinedOrderDraftSchema = z
  .object({
    parcelCount: int(),
    totalWeight: z.number(),
    declaredValue: money(),
    currency: z.string(),
    methods: z.array(MethodOptionSchema),
    /** For the chosen method, when it can carry the parcels. */
    quote: QuoteSchema.nullable(),
    services: z.array(ServiceOptionSchema),
    coupons: z.array(CouponOptionSchema),
    points: z.object({ balance: int(), max: int(), perUnit: int() }),
    /** The destination's customs-ID rule, or null when none is needed. */
    customsId: z.object({ country: z.string(), example: z.string() }).nullable(),
    /** PaymentTiming of the tenant: PayFirstAndPack 10, PackFirstAndPayLater 20. */
    paymentTiming: int(),
  })
  .openapi('CombinedOrderDraft');

const Ref = z.object({ id: z.string(), name: z.string() });

export const CombinedOrderSchema = z
  .object({
    id: z.string(),
    /** CombinedOrderStatus. */
    status: int(),
    /** DeliveryMode: a waybill 1, a transhipment order 2 (its pages are /user/order-detail). */
    deliveryMode: int(),
    paymentTiming: int(),
    warehouseName: z.string(),
    parcelCount: int(),
    trackingNumbers: z.array(z.string()),
    destination: z.object({ countryCode: z.string(), countryName: z.string(), city: z.string(), recipientName: z.string() }),
    method: Ref,
    estimatedTotal: money(),
    /** Set once the warehouse has weighed the packed order. */
    finalTotal: money().nullable(),
    /** What the customer still has to pay now (0 when nothing is open). */
    amountDue: money(),
    currency: z.string(),
    carrierName: z.string().nullable(),
    carrierTrackingNumber: z.string().nullable(),
    /** The carrier's own public page for that number (https), when it is a carrier with one (lib/contract/carrier-tracking.ts). */
    carrierTrackingUrl: z.string().nullable().optional(),
    createdAt: isoDateTime(),
    canPay: z.boolean(),
    canCancel: z.boolean(),
    cancelBlock: z.enum(CANCEL_BLOCKS).nullable(),
    canSign: z.boolean(),
    canAdd: z.boolean(),
  })
  .openapi('Waybill');

export const TrackingEventSchema = z
  .object({
    at: isoDateTime(),
    status: z.enum(TRACKING_STATUSES),
    location: z.string().nullable(),
    /** The carrier's (or warehouse's) own words. */
    text: z.string(),
    source: z.enum(['warehouse', 'carrier']),
  })
  .openapi('TrackingEvent');

/** What a history line says about money, for the site to word and format: never an amount in `note`. In the order's currency. */
export const HistoryDetailSchema = z
  .discriminatedUnion('kind', [
    /** The change re-priced the order: positive charged (or now due), negative refunded. */
    z.object({ kind: z.literal('feeDifference'), amount: money(), currency: z.string() }),
    /** The coupon no longer applied at the new price and went back to the customer. */
    z.object({
      kind: z.literal('couponReleased'),
      coupon: z.string(),
      reason: z.enum(COUPON_UNUSABLE_REASONS),
      fee: money(),
      threshold: money(),
      currency: z.string(),
    }),
  ])
  .openapi('CombinedOrderHistoryDetail');

export const HistoryLineSchema = z
  .object({
    action: z.enum(COMBINED_ORDER_ACTIONS),
    actor: z.string(),
    /** Free text as written (a cancel reason, tracking numbers, a place); never an amount. */
    note: z.string().nullable(),
    detail: HistoryDetailSchema.nullable().optional(),
    at: isoDateTime(),
  })
  .openapi('CombinedOrderHistoryLine');

export const CombinedOrderDetailSchema = CombinedOrderSchema.extend({
  parcels: z.array(
    z.object({
      id: z.string(),
      trackingNumber: z.string(),
      declaredName: z.string().nullable(),
      weight: z.number().nullable(),
      declaredValue: money(),
      currency: z.string(),
    }),
  ),
  address: z.object({
    recipientName: z.string(),
    phone: z.string(),
    countryCode: z.string(),
    countryName: z.string(),
    regionName: z.string().nullable(),
    city: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    postcode: z.string().nullable(),
    /** Masked (first and last two characters). */
    customsId: z.string().nullable(),
  }),
  estimate: QuoteSchema,
  final: QuoteSchema.extend({ length: int(), width: int(), height: int() }).nullable(),
  payments: z.array(z.object({ id: z.string(), kind: z.string(), amount: money(), status: int(), at: isoDateTime() })),
  coupon: z.object({ name: z.string(), discount: money() }).nullable(),
  pointsEarned: int(),
  services: z.array(Ref),
  history: z.array(HistoryLineSchema),
  tracking: z.array(TrackingEventSchema),
  review: z.object({ rating: int(), comment: z.string().nullable(), at: isoDateTime() }).nullable(),
  remark: z.string().nullable(),
  boxPhotoUrl: z.string().nullable(),
}).openapi('CombinedOrderDetail');

export const CombinedOrderListSchema = listOf(CombinedOrderSchema)
  .extend({ counts: z.array(z.object({ status: int(), name: z.string(), count: int() })) })
  .openapi('CombinedOrderList');

export const SubmitResultSchema = z
  .object({
    waybill: CombinedOrderDetailSchema,
    /** paid: charged now; unpaid: waiting for payment (shortfall set when the wallet was short); later: pack first. */
    payment: z.enum(['paid', 'unpaid', 'later']),
    shortfall: money().nullable(),
  })
  .openapi('CombinedOrderSubmitResult');

export const PayInfoSchema = z
  .object({ id: z.string(), amountDue: money(), balance: money(), shortfall: money(), currency: z.string() })
  .openapi('CombinedOrderPayInfo');

export const CombineCalculationSchema = z
  .object({
    items: z.array(z.object({ id: z.string(), amountDue: money() })),
    total: money(),
    balance: money(),
    shortfall: money(),
    currency: z.string(),
  })
  .openapi('CombineCalculation');

export const AddableCombinedOrderSchema = z
  .object({
    id: z.string(),
    status: int(),
    warehouseId: z.string(),
    warehouseName: z.string(),
    parcelCount: int(),
    createdAt: isoDateTime(),
  })
  .openapi('AddableCombinedOrder');

export const PublicTrackingSchema = z
  .object({
    /** Masked: first 3 and last 3 characters. */
    number: z.string(),
    status: int(),
    carrierName: z.string().nullable(),
    /**
     * A carrier with a public tracking page (lib/contract/carrier-tracking.ts), only for a look-up by the carrier's
     * own number: the page links the number the visitor typed; the answer itself still names no number.
     */
    carrierCode: z.string().nullable().optional(),
    destinationCountry: z.string(),
    /** An allow-list: `text` is a fixed wording of the event (never the stored text), `location` at most a city. */
    events: z.array(TrackingEventSchema).openapi({
      description: 'text: a fixed wording of the event, never the carrier’s or warehouse’s own words; location: at most a city',
    }),
  })
  .openapi('PublicTracking');

// ---- Requests ---------------------------------------------------------------------------------------

const ids = z.array(z.string().min(1).max(64)).max(100);

export const DraftInputSchema = z
  .object({
    parcelIds: ids.min(1, { message: 'fieldRequired' }),
    addressId: z.string().max(64).nullable().optional(),
    methodId: z.string().max(64).nullable().optional(),
    serviceIds: ids.optional(),
    couponId: z.string().max(64).nullable().optional(),
    points: z.number().int().min(0).max(99_999_999).optional(),
  })
  .openapi('CombinedOrderDraftInput');

export const SubmitInputSchema = DraftInputSchema.extend({
  addressId: z.string().min(1, { message: 'fieldRequired' }).max(64),
  methodId: z.string().min(1, { message: 'fieldRequired' }).max(64),
  customsId: z.string().max(32).nullable().optional(),
  remark: z.string().max(500, { message: 'fieldTooLong' }).nullable().optional(),
  /** The total the customer saw; a different total now answers 409 QUOTE_CHANGED. */
  expectedTotal: z.number().min(0),
  /** PayFirstAndPack: pay from the wallet in the same step (falls back to unpaid when short). */
  payNow: z.boolean().optional(),
}).openapi('CombinedOrderSubmitInput');

export const CancelInputSchema = z.object({
  reason: z.string().trim().min(1, { message: 'cancelReasonRequired' }).max(CANCEL_REASON_MAX, { message: 'fieldTooLong' }),
});
export const ReviewInputSchema = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: z.string().max(REVIEW_COMMENT_MAX, { message: 'fieldTooLong' }).nullable().optional(),
});
export const AddParcelsInputSchema = z.object({ id: z.string().min(1).max(64), parcelIds: ids.min(1, { message: 'fieldRequired' }) });
