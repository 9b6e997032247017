// Parcels (SPEC section 7 "Parcels" and the parcel calls of "Ship-for-me"): forecasts, arrivals, storage,
// declarations. Money as decimals with 2 places (minor units in the database), weights in kg, sizes in cm.
import { z } from '@hono/zod-openapi';
import { isoDateTime } from './common.ts';
import {
  CANCEL_REASON_MAX,
  CARRIER_NAME_MAX,
  DECLARED_NAME_MAX,
  GOODS_LINES_PER_PARCEL,
  PARCEL_ACTIONS,
  PARCEL_CLAIM_STATES,
  PARCELS_PER_FORECAST,
  QUANTITY_MAX,
  REMARK_MAX,
  UNSELECTABLE_REASONS,
} from '../parcel-rules.ts';

// The constants live in ../parcel-rules.ts (no zod: browser code imports them from there).
export {
  CANCEL_REASON_MAX,
  CARRIER_NAME_MAX,
  DECLARED_NAME_MAX,
  GOODS_LINES_PER_PARCEL,
  IMPORT_MAX_ROWS,
  INSURANCE_SERVICE_CODE,
  OTHER_CARRIER,
  PARCEL_ACTIONS,
  PARCEL_CLAIM_STATES,
  PARCELS_PER_FORECAST,
  QUANTITY_MAX,
  REMARK_MAX,
  TRACKING_NUMBER_PATTERN,
  UNSELECTABLE_REASONS,
} from '../parcel-rules.ts';
export type { ParcelAction, ParcelClaimState, UnselectableReason } from '../parcel-rules.ts';

export const StorageSchema = z
  .object({
    freeDays: z.number().int(),
    /** Whole days left of the free period (0 once it is over). */
    daysLeft: z.number().int(),
    /** Days charged so far past the free period. */
    overdueDays: z.number().int(),
    feePerDay: z.number(),
    /** The storage fee accrued so far (overdueDays × feePerDay). */
    fee: z.number(),
    /** 7 days or fewer left, or overdue. */
    warning: z.boolean(),
    /** The clock stops when the parcel joins a waybill or leaves the warehouse. */
    stopped: z.boolean(),
  })
  .openapi('ParcelStorage');

export const ParcelGoodsSchema = z
  .object({
    id: z.string(),
    declaredName: z.string(),
    /** The declared-name list entry it was picked from, if any. */
    declaredNameId: z.string().nullable(),
    goodsTypeId: z.string(),
    goodsTypeName: z.string().nullable(),
    quantity: z.number().int(),
    unitValue: z.number(),
    currency: z.string(),
  })
  .openapi('ParcelGoods');

export const ParcelServiceSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), price: z.number() }).openapi('ParcelAdditionalService');

export const ParcelPhotoSchema = z
  .object({
    id: z.string(),
    /** Same-origin path under /api: served to the owner only. */
    url: z.string(),
    createdAt: isoDateTime(),
  })
  .openapi('ParcelPhoto');

export const ParcelClaimSchema = z
  .object({
    /** pending: the warehouse checks that the parcel with this number is the member's; refused: it did not give it to them. */
    status: z.enum(PARCEL_CLAIM_STATES),
    /** Why it was refused (the warehouse's words), null while pending. */
    reason: z.string().nullable(),
    decidedAt: isoDateTime().nullable(),
  })
  .openapi('ParcelClaim');

export const ParcelSchema = z
  .object({
    id: z.string(),
    trackingNumber: z.string(),
    carrierCode: z.string(),
    carrierName: z.string(),
    warehouseId: z.string(),
    warehouseName: z.string(),
    /** ParcelStatus. */
    status: z.number().int(),
    /** DeliveryMode: DirectDelivery 1 (consolidate at the warehouse), Transshipment 2 (forward as is). */
    deliveryMode: z.number().int(),
    /** The first goods line's declared name ("… +2" when there are more): the list's summary. */
    declaredName: z.string(),
    /** Sum of quantity × unit value, in `currency`. */
    declaredValue: z.number(),
    currency: z.string(),
    isInsurance: z.boolean(),
    weight: z.number().nullable().openapi({ description: 'kg, as weighed at arrival' }),
    length: z.number().nullable().openapi({ description: 'cm' }),
    width: z.number().nullable(),
    height: z.number().nullable(),
    /** L × W × H / 6000 kg (the warehouse's divisor), null until measured. */
    volumetricWeight: z.number().nullable(),
    thumbnailUrl: z.string().nullable(),
    photoCount: z.number().int(),
    abnormalReason: z.string().nullable(),
    remark: z.string().nullable(),
    /** The waybill it joined, if any. */
    combinedOrderId: z.string().nullable(),
    selectedToSubmit: z.boolean(),
    selectable: z.boolean(),
    unselectableReason: z.enum(UNSELECTABLE_REASONS).nullable(),
    /** Declarations can be changed: before the parcel joins a waybill or leaves. */
    editable: z.boolean(),
    /** The forecast itself can be edited or cancelled: NotArrival only. */
    cancelable: z.boolean(),
    storage: StorageSchema.nullable(),
    /** A forecast of a number that arrived without an owner: the warehouse's check of the claim (null otherwise). */
    claim: ParcelClaimSchema.nullable(),
    arrivedAt: isoDateTime().nullable(),
    inboundAt: isoDateTime().nullable(),
    createdAt: isoDateTime(),
  })
  .openapi('Parcel');

export const ParcelDetailSchema = ParcelSchema.extend({
  goods: z.array(ParcelGoodsSchema),
  additionalServices: z.array(ParcelServiceSchema),
  photos: z.array(ParcelPhotoSchema),
  cancelReason: z.string().nullable(),
}).openapi('ParcelDetail');

export const ParcelListSchema = z.object({ totalCount: z.number().int(), items: z.array(ParcelSchema) }).openapi('ParcelList');

/** What a history line says about money, for the site to word and format: never an amount in `note`. In the parcel's currency. */
export const ParcelActionLogDetailSchema = z
  .discriminatedUnion('kind', [
    /** A declaration edit's new declared total (a decimal). */
    z.object({ kind: z.literal('declaredValue'), amount: z.number(), currency: z.string() }),
  ])
  .openapi('ParcelActionLogDetail');

export const ParcelActionLogSchema = z
  .object({
    id: z.string(),
    action: z.enum(PARCEL_ACTIONS),
    /** Where it happened (the warehouse's name), if anywhere. */
    location: z.string().nullable(),
    /** Free text as written (a reason, names, measures); never money. */
    note: z.string().nullable(),
    detail: ParcelActionLogDetailSchema.nullable().optional(),
    createdAt: isoDateTime(),
  })
  .openapi('ParcelActionLog');
export const ParcelActionLogListSchema = z.object({ totalCount: z.number().int(), items: z.array(ParcelActionLogSchema) }).openapi('ParcelActionLogList');

export const PendingCombineGroupSchema = z
  .object({
    warehouseId: z.string(),
    warehouseName: z.string(),
    parcels: z.array(ParcelSchema),
    totalWeight: z.number(),
    totalDeclaredValue: z.number(),
    currency: z.string(),
  })
  .openapi('PendingCombineGroup');
export const PendingCombineListSchema = z.object({ totalCount: z.number().int(), items: z.array(PendingCombineGroupSchema) }).openapi('PendingCombineList');

// ---- Requests ---------------------------------------------------------------------------------------

const money = z.number().min(0).max(99_999_999);

export const GoodsLineInputSchema = z
  .object({
    /** Free text, or the name of the declared-name entry `declaredNameId`. */
    declaredName: z.string().max(DECLARED_NAME_MAX, { message: 'fieldTooLong' }),
    declaredNameId: z.string().max(64).nullable().optional(),
    goodsTypeId: z.string().max(64),
    quantity: z.number().int({ message: 'quantityInvalid' }).min(1, { message: 'quantityInvalid' }).max(QUANTITY_MAX, { message: 'quantityInvalid' }),
    /** > 0, at most 2 decimals (checked by the server with its own message). */
    unitValue: z.number({ message: 'unitValueInvalid' }).max(99_999_999, { message: 'unitValueInvalid' }),
    currency: z.string().max(8),
  })
  .openapi('GoodsLineInput');

export const ForecastParcelInputSchema = z
  .object({
    warehouseId: z.string().max(64),
    trackingNumber: z.string().max(64),
    /** A logistics company code, or OTHER with `carrierName`. */
    carrierCode: z.string().max(32),
    carrierName: z.string().max(CARRIER_NAME_MAX).nullable().optional(),
    deliveryMode: z.number().int(),
    goods: z.array(GoodsLineInputSchema).max(GOODS_LINES_PER_PARCEL),
    isInsurance: z.boolean().optional(),
    additionalServiceIds: z.array(z.string().max(64)).max(20).optional(),
    remark: z.string().max(REMARK_MAX, { message: 'fieldTooLong' }).nullable().optional(),
  })
  .openapi('ForecastParcelInput');

/** POST /u/ship-for-me/parcel: several parcels at once, all or nothing. Field paths: `parcels.<i>.<field>`. */
export const ForecastRequestSchema = z.object({ parcels: z.array(ForecastParcelInputSchema).min(1).max(PARCELS_PER_FORECAST) }).openapi('ForecastRequest');
export const ForecastResultSchema = z
  .object({
    items: z.array(ParcelSchema),
    /**
     * Ids of the new forecasts whose number already arrived without an owner: they wait for the warehouse's
     * check before the parcel becomes the member's.
     */
    pendingClaims: z.array(z.string()),
  })
  .openapi('ForecastResult');

export const ParcelListRequestSchemaFields = {
  /** ParcelStatus; absent = all. */
  status: z.number().int().nullable().optional(),
  warehouseId: z.string().max(64).nullable().optional(),
  /** Tracking number (or a part of it). */
  trackingNumber: z.string().max(64).nullable().optional(),
  /** Created on or after / before (ISO date or date-time). */
  createdFrom: z.string().max(40).nullable().optional(),
  createdTo: z.string().max(40).nullable().optional(),
};

export const CancelParcelSchema = z
  .object({ id: z.string().max(64), reason: z.string().max(CANCEL_REASON_MAX, { message: 'fieldTooLong' }) })
  .openapi('CancelParcelRequest');

export const DeclaredNameUpdateSchema = z
  .object({
    items: z
      .array(
        z.object({
          id: z.string().max(64),
          declaredName: z.string().max(DECLARED_NAME_MAX),
          declaredNameId: z.string().max(64).nullable().optional(),
        }),
      )
      .min(1)
      .max(GOODS_LINES_PER_PARCEL),
  })
  .openapi('DeclaredNameUpdate');
export const DeclaredValueUpdateSchema = z
  .object({
    items: z
      .array(z.object({ id: z.string().max(64), unitValue: money, quantity: z.number().int().min(1).max(QUANTITY_MAX).optional() }))
      .min(1)
      .max(GOODS_LINES_PER_PARCEL),
  })
  .openapi('DeclaredValueUpdate');
export const InsuranceUpdateSchema = z.object({ isInsurance: z.boolean() }).openapi('InsuranceUpdate');
export const AdditionalServiceUpdateSchema = z.object({ additionalServiceIds: z.array(z.string().max(64)).max(20) }).openapi('AdditionalServiceUpdate');
export const SelectToSubmitSchema = z.object({ ids: z.array(z.string().max(64)).max(200) }).openapi('SelectToSubmitRequest');

// ---- Bulk import ------------------------------------------------------------------------------------

export const ImportErrorSchema = z
  .object({
    /** 1-based spreadsheet row (the header is row 1). */
    row: z.number().int(),
    /** The column's header as in the template (in the request's language). */
    column: z.string(),
    value: z.string(),
    message: z.string(),
  })
  .openapi('ImportError');

export const ImportPreviewSchema = z
  .object({
    /** The parcels the valid rows make (rows with one tracking number become one parcel's goods lines). */
    parcels: z.array(
      z.object({
        rows: z.array(z.number().int()),
        warehouseName: z.string(),
        trackingNumber: z.string(),
        carrierName: z.string(),
        goodsCount: z.number().int(),
        declaredValue: z.number(),
        currency: z.string(),
      }),
    ),
    errors: z.array(ImportErrorSchema),
    /** Rows left out because required data was missing (SPEC section 5); also listed in `errors`. */
    skippedRows: z.array(z.number().int()),
    totalRows: z.number().int(),
    /** true when the file was imported (confirm=1 and at least one valid parcel). */
    imported: z.boolean(),
    /** The created parcels' ids when imported. */
    createdIds: z.array(z.string()),
  })
  .openapi('ImportPreview');
