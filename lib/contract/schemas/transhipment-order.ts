// Transhipment orders (SPEC section 7 "Transhipment order" and POST /u/cancelOrder/cancelOrder): one parcel
// forwarded as it arrives. The order is a logistics order (L…) with DeliveryMode Transshipment, so its
// shapes extend the waybill's; it is paid and tracked through the logistics-order calls. Amounts are
// decimals with 2 places of the site currency; weights kg.
import { z } from '@hono/zod-openapi';
import { isoDateTime, listOf } from './common.ts';
import { NOTE_AUTHORS, ORDER_NOTE_MAX, ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '../transhipment-order-rules.ts';
import { ImportPreviewSchema } from './parcels.ts';
import {
  CancelInputSchema,
  DraftInputSchema,
  ReviewInputSchema,
  SubmitInputSchema,
  CombinedOrderDetailSchema,
  CombinedOrderDraftSchema,
  CombinedOrderSchema,
} from './combined-order.ts';

export * from '../transhipment-order-rules.ts';

const int = () => z.number().int();
const money = () => z.number().openapi({ description: 'Decimal, 2 places' });

export const TranshipmentParcelSchema = z
  .object({
    id: z.string(),
    trackingNumber: z.string(),
    /** ParcelStatus: NotArrival 50 until the warehouse receives it. */
    status: int(),
    warehouseName: z.string(),
    carrierName: z.string(),
    declaredName: z.string().nullable(),
    declaredValue: money(),
    currency: z.string(),
    /** Measured by the warehouse; null before arrival. */
    weight: z.number().nullable(),
  })
  .openapi('TranshipmentParcel');

const orderExtra = {
  parcel: TranshipmentParcelSchema,
  /** What the customer estimated (kg) while the parcel was not weighed; null when the quote used the measured weight. */
  estimatedWeight: z.number().nullable(),
  canEdit: z.boolean(),
};

export const TranshipmentOrderSchema = CombinedOrderSchema.extend(orderExtra).openapi('TranshipmentOrder');

export const OrderNoteSchema = z.object({ id: z.string(), author: z.enum(NOTE_AUTHORS), text: z.string(), at: isoDateTime() }).openapi('OrderNote');

export const TranshipmentOrderDetailSchema = CombinedOrderDetailSchema.extend({ ...orderExtra, notes: z.array(OrderNoteSchema) }).openapi(
  'TranshipmentOrderDetail',
);

const StatusCount = z.object({ status: int(), name: z.string(), count: int() });

export const TranshipmentOrderListSchema = listOf(TranshipmentOrderSchema)
  .extend({ counts: z.array(StatusCount) })
  .openapi('TranshipmentOrderList');
export const StatusQuantitySchema = z.array(StatusCount).openapi('TranshipmentStatusQuantity');
export const StatusGroupSchema = z
  .array(z.object({ key: z.string(), name: z.string(), statuses: z.array(int()), count: int() }))
  .openapi('TranshipmentStatusGroups');

/** The values the edit form starts from (GET /u/order/transhipmentOrder/{id}). */
export const TranshipmentEditValuesSchema = z
  .object({
    id: z.string(),
    parcelId: z.string(),
    /** The address-book entry it was sent to; null when the address came from a spreadsheet. */
    addressId: z.string().nullable(),
    methodId: z.string(),
    serviceIds: z.array(z.string()),
    customsId: z.string().nullable(),
    remark: z.string().nullable(),
    estimatedWeight: z.number().nullable(),
    canEdit: z.boolean(),
  })
  .openapi('TranshipmentEditValues');

export const TranshipmentDraftSchema = CombinedOrderDraftSchema.extend({
  parcel: TranshipmentParcelSchema,
  /** measured: the warehouse's weight; estimated: the customer's estimate (the fee is settled on arrival). */
  weightSource: z.enum(['measured', 'estimated']),
}).openapi('TranshipmentDraft');

export const TranshipmentSubmitResultSchema = z
  .object({
    order: TranshipmentOrderDetailSchema,
    payment: z.enum(['paid', 'unpaid', 'later']),
    shortfall: money().nullable(),
  })
  .openapi('TranshipmentSubmitResult');

// ---- Requests ---------------------------------------------------------------------------------------

const estimatedWeight = z
  .number()
  .min(ESTIMATED_WEIGHT_MIN, { message: 'estimatedWeightInvalid' })
  .max(ESTIMATED_WEIGHT_MAX, { message: 'estimatedWeightInvalid' })
  .nullable()
  .optional();

export const TranshipmentDraftInputSchema = DraftInputSchema.omit({ parcelIds: true })
  .extend({
    parcelId: z.string().min(1, { message: 'fieldRequired' }).max(64),
    estimatedWeight,
    /** Editing: the order whose parcel this is; its address stands when no addressId, its coupon and points are kept. */
    orderId: z.string().min(1).max(64).nullable().optional(),
  })
  .openapi('TranshipmentDraftInput');

export const TranshipmentSubmitInputSchema = SubmitInputSchema.omit({ parcelIds: true })
  .extend({ parcelId: z.string().min(1, { message: 'fieldRequired' }).max(64), estimatedWeight })
  .openapi('TranshipmentSubmitInput');

/** Editing: coupon and points stay as submitted; no addressId keeps the address the order has. */
export const TranshipmentEditInputSchema = TranshipmentSubmitInputSchema.omit({
  parcelId: true,
  couponId: true,
  points: true,
  payNow: true,
})
  .extend({ addressId: z.string().min(1).max(64).nullable().optional() })
  .openapi('TranshipmentEditInput');

export const CancelOrderInputSchema = CancelInputSchema.extend({ id: z.string().min(1).max(64) }).openapi('CancelOrderInput');
export const SignInputSchema = ReviewInputSchema.partial().openapi('TranshipmentSignInput');
export const OrderNoteInputSchema = z
  .object({ text: z.string().trim().min(1, { message: 'fieldRequired' }).max(ORDER_NOTE_MAX, { message: 'fieldTooLong' }) })
  .openapi('OrderNoteInput');

// ---- Spreadsheet (POST /u/order/transhipmentOrders) ---------------------------------------------------

/** The batch preview: one order per valid row; the errors as in the parcel import. */
export const TranshipmentImportPreviewSchema = ImportPreviewSchema.omit({ parcels: true })
  .extend({
    orders: z.array(
      z.object({
        row: int(),
        trackingNumber: z.string(),
        recipientName: z.string(),
        countryCode: z.string(),
        methodName: z.string(),
        estimatedWeight: z.number(),
        /** The estimate's total (the fee is settled when the warehouse weighs the parcel). */
        total: money(),
        currency: z.string(),
      }),
    ),
  })
  .openapi('TranshipmentImportPreview');
