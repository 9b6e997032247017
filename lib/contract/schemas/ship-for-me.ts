// Ship-for-me (SPEC section 7 "Ship-for-me" and GET /u/combinedOrder/orderList): goods collected on shopping
// sites — by the browser extension or by hand — kept in the member's cart, declared, then forecast as parcels,
// asked about (enquiry, answered by staff) or sent on a logistics order priced by the waybill's rules.
// Amounts are decimals with 2 places; a good's price is in its own currency, fees in the wallet's.
import { z } from '@hono/zod-openapi';
import { DECLARED_NAME_MAX } from '../parcel-rules.ts';
import {
  CLIENT_KEY_PATTERN,
  DECLARED_VALUE_MAX,
  ENQUIRY_ANSWER_MAX,
  ENQUIRY_REMARK_MAX,
  GOOD_ACTIONS,
  GOOD_CURRENCIES,
  GOOD_PRICE_MAX,
  GOOD_QUANTITY_MAX,
  GOOD_SOURCES,
  GOOD_TEXT_MAX,
  GOODS_PER_REQUEST,
  GOODS_TYPE_ID_MAX,
  PACKAGES_PER_ORDER,
  SHOP_PLATFORMS,
} from '../ship-for-me-rules.ts';
import { isoDateTime, listOf } from './common.ts';
import { DraftInputSchema, SubmitInputSchema } from './combined-order.ts';

export * from '../ship-for-me-rules.ts';

const money = () => z.number().openapi({ description: 'Decimal, 2 places' });
const int = () => z.number().int();
const id = () => z.string().min(1, { message: 'fieldRequired' }).max(64);
const goodsIds = z.array(z.string().min(1).max(64)).min(1, { message: 'shipForMeNoGoods' }).max(GOODS_PER_REQUEST);
const optionalText = (max: number) => z.string().max(max, { message: 'fieldTooLong' }).nullable().optional();

// ---- Goods ------------------------------------------------------------------------------------------

/** The declaration of one good (SPEC section 3 field codes 1010–1040): what customs is told. */
export const DeclarationInputSchema = z
  .object({
    /** 1010 */
    declaredName: z.string().max(DECLARED_NAME_MAX, { message: 'fieldTooLong' }),
    /** 1020: a goods type of the tenant. */
    goodsTypeId: z.string().max(GOODS_TYPE_ID_MAX),
    /** 1030: per unit, in the good's currency; above 0, at most 2 decimals. */
    declaredValue: z.number({ message: 'unitValueInvalid' }).max(DECLARED_VALUE_MAX, { message: 'unitValueInvalid' }),
    /** 1040 */
    quantity: z.number().int({ message: 'goodQuantityInvalid' }).max(GOOD_QUANTITY_MAX, { message: 'goodQuantityInvalid' }),
  })
  .openapi('ShipForMeDeclarationInput');

/**
 * A good as the extension, the hand form or the visitor's local cart hands it over. `clientKey` makes a
 * repeated hand-over (a retried merge) add nothing; a good whose page and spec the cart already holds is
 * merged (larger quantity kept), not doubled.
 */
export const GoodInputSchema = z
  .object({
    clientKey: z.string().regex(CLIENT_KEY_PATTERN, { message: 'fieldInvalid' }).nullable().optional(),
    source: z.enum(GOOD_SOURCES).optional(),
    /** The good's page: http(s) only. */
    url: z.string().min(1, { message: 'fieldRequired' }).max(GOOD_TEXT_MAX.url, { message: 'fieldTooLong' }),
    title: z.string().max(GOOD_TEXT_MAX.title, { message: 'fieldTooLong' }),
    shopName: z.string().max(GOOD_TEXT_MAX.shopName, { message: 'fieldTooLong' }),
    /** http(s); shown only from the shops' image hosts (PICTURE_HOSTS). */
    imageUrl: z.string().max(GOOD_TEXT_MAX.imageUrl, { message: 'fieldTooLong' }).nullable().optional(),
    spec: optionalText(GOOD_TEXT_MAX.spec),
    unitPrice: z.number({ message: 'goodPriceInvalid' }).max(GOOD_PRICE_MAX, { message: 'goodPriceInvalid' }),
    currency: z.enum(GOOD_CURRENCIES, { message: 'fieldInvalid' }),
    quantity: z.number().int({ message: 'goodQuantityInvalid' }).max(GOOD_QUANTITY_MAX, { message: 'goodQuantityInvalid' }),
    /** Absent: prefilled from the good (title, the tenant's first goods type, unit price, quantity). */
    declaration: DeclarationInputSchema.partial().nullable().optional(),
  })
  .openapi('ShipForMeGoodInput');

export const AddGoodsRequestSchema = z
  .object({ goods: z.array(GoodInputSchema).min(1, { message: 'shipForMeNoGoods' }).max(GOODS_PER_REQUEST) })
  .openapi('ShipForMeAddGoods');

/** Editable while the good is in the cart. */
export const GoodUpdateInputSchema = z
  .object({
    quantity: z.number().int({ message: 'goodQuantityInvalid' }).max(GOOD_QUANTITY_MAX, { message: 'goodQuantityInvalid' }),
    spec: optionalText(GOOD_TEXT_MAX.spec),
    declaration: DeclarationInputSchema,
  })
  .openapi('ShipForMeGoodUpdate');

export const RemoveGoodsRequestSchema = z.object({ ids: goodsIds }).openapi('ShipForMeRemoveGoods');

export const DeclarationSchema = z
  .object({
    declaredName: z.string(),
    goodsTypeId: z.string(),
    goodsTypeName: z.string(),
    declaredValue: money(),
    currency: z.string(),
    quantity: int(),
  })
  .openapi('ShipForMeDeclaration');

export const GoodSchema = z
  .object({
    id: z.string(),
    /** GoodStatus: InCart 10, Forecast 20, Enquiry 30, Ordered 40. */
    status: int(),
    source: z.enum(GOOD_SOURCES),
    platform: z.enum(SHOP_PLATFORMS),
    shopName: z.string(),
    title: z.string(),
    url: z.string(),
    /** As handed over; the site shows it only through pictureSrc(). */
    imageUrl: z.string().nullable(),
    spec: z.string().nullable(),
    unitPrice: money(),
    currency: z.string(),
    quantity: int(),
    /** unitPrice × quantity in the wallet's currency at today's rate; null without a rate. */
    totalInSiteCurrency: money().nullable(),
    siteCurrency: z.string(),
    declaration: DeclarationSchema,
    parcelId: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    enquiryId: z.string().nullable(),
    orderId: z.string().nullable(),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .openapi('ShipForMeGood');

export const GoodHistoryLineSchema = z.object({ at: isoDateTime(), action: z.enum(GOOD_ACTIONS), ref: z.string().nullable() });
export const GoodDetailSchema = GoodSchema.extend({ history: z.array(GoodHistoryLineSchema) }).openapi('ShipForMeGoodDetail');

export const GoodListSchema = listOf(GoodSchema)
  .extend({ counts: z.array(z.object({ status: int(), count: int() })), siteCurrency: z.string() })
  .openapi('ShipForMeGoodList');

export const GoodListRequestSchema = z
  .object({
    status: z.number().int().nullable().optional(),
    /** Title, shop or spec (a part of it). */
    keyword: z.string().max(100).nullable().optional(),
    skipCount: z.number().int().min(0).max(1_000_000).optional(),
    maxResultCount: z.number().int().min(1).max(200).optional(),
  })
  .openapi('ShipForMeGoodListRequest');

export const AddGoodsResultSchema = z.object({ items: z.array(GoodSchema), added: int(), merged: int() }).openapi('ShipForMeAddGoodsResult');

// ---- Sending: packages, forecast, fee, logistics order ------------------------------------------------

/** One shop shipment on its way to the warehouse: its goods and the shop's tracking number. */
export const PackageInputSchema = z
  .object({
    goodsIds,
    trackingNumber: z.string().max(64),
    carrierCode: z.string().max(32),
    carrierName: z.string().max(64).nullable().optional(),
  })
  .openapi('ShipForMePackage');

const packages = z.array(PackageInputSchema).min(1, { message: 'shipForMeNoGoods' }).max(PACKAGES_PER_ORDER);

/** (a) The packages become parcels in My parcels (NotArrival), their goods lines from the declarations. */
export const ForecastGoodsRequestSchema = z.object({ warehouseId: id(), packages, isInsurance: z.boolean().optional() }).openapi('ShipForMeForecastRequest');

const estimatedWeight = z.number().min(0.01, { message: 'estimatedWeightInvalid' }).max(300, { message: 'estimatedWeightInvalid' });

/** calculate-logistics-order-fee: the waybill's draft for these goods with the whole order's estimated weight. */
export const LogisticsFeeInputSchema = DraftInputSchema.omit({ parcelIds: true })
  .extend({
    goodsIds,
    warehouseId: id(),
    /** kg, the whole order until the warehouse weighs it. */
    estimatedWeight: estimatedWeight.nullable().optional(),
    /** Accepting an answered enquiry: its goods, method and weight. */
    enquiryId: z.string().max(64).nullable().optional(),
  })
  .openapi('ShipForMeLogisticsFeeInput');

/** submit-logistics-order (Idempotency-Key): the packages are forecast and put on one logistics order. */
export const LogisticsOrderInputSchema = SubmitInputSchema.omit({ parcelIds: true })
  .extend({
    warehouseId: id(),
    packages,
    estimatedWeight,
    enquiryId: z.string().max(64).nullable().optional(),
  })
  .openapi('ShipForMeLogisticsOrderInput');

// ---- Enquiry --------------------------------------------------------------------------------------------

export const EnquiryInputSchema = z
  .object({ goodsIds, warehouseId: id(), addressId: id(), remark: optionalText(ENQUIRY_REMARK_MAX) })
  .openapi('ShipForMeEnquiryInput');

export const EnquiryAnswerSchema = z
  .object({
    methodId: z.string(),
    methodName: z.string(),
    estimatedWeight: z.number(),
    /** The fee by the waybill's rules when answered (the order prices it again at submit). */
    total: money(),
    currency: z.string(),
    note: z.string().nullable(),
    answeredAt: isoDateTime(),
  })
  .openapi('ShipForMeEnquiryAnswer');

export const EnquirySchema = z
  .object({
    id: z.string(),
    /** EnquiryStatus: Open 10, Answered 20, Accepted 30, Closed 40. */
    status: int(),
    warehouseId: z.string(),
    warehouseName: z.string(),
    addressId: z.string().nullable(),
    addressText: z.string(),
    remark: z.string().nullable(),
    goods: z.array(GoodSchema),
    answer: EnquiryAnswerSchema.nullable(),
    closedReason: z.string().nullable(),
    orderId: z.string().nullable(),
    createdAt: isoDateTime(),
  })
  .openapi('ShipForMeEnquiry');

export const EnquiryListSchema = listOf(EnquirySchema).openapi('ShipForMeEnquiryList');
export const EnquiryCloseInputSchema = z.object({ reason: optionalText(ENQUIRY_ANSWER_MAX) }).openapi('ShipForMeEnquiryClose');

/** Staff: a method and an expected weight (the fee follows the waybill's rules), or a refusal. */
export const EnquiryStaffAnswerSchema = z.object({ methodId: id(), estimatedWeight, note: optionalText(ENQUIRY_ANSWER_MAX) }).openapi('ShipForMeStaffAnswer');
