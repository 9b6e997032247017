// Transhipment-order rules with no zod in them (browser code imports them); schemas/transhipment-order.ts
// re-exports them. A transhipment order forwards one parcel as it arrives: it is a logistics order (L…,
// CombinedOrderStatus) with DeliveryMode Transshipment 2 (docs/decisions.md "Transhipment orders").
import { STATUSES_FROM_PACKED } from './combined-order-rules.ts';
import { CombinedOrderStatus as S, ParcelStatus as P } from './enums.ts';

/** A parcel may be forwarded as it is from its forecast until it is shelved (not abnormal, not on another order). */
export const TRANSHIPMENT_PARCEL_STATUSES: readonly number[] = [P.NotArrival, P.Arrived, P.Inbound];

/** The statuses a transhipment order goes through (no picking or repacking: 10 → 40 on arrival). */
export const TRANSHIPMENT_STATUSES: readonly number[] = [S.PendingPacking, S.Unpaid, ...STATUSES_FROM_PACKED];

/** The customer may cancel until the parcel leaves the warehouse. */
export const TRANSHIPMENT_CANCELLABLE: readonly number[] = [S.PendingPacking, S.Unpaid, S.Packaged];
/** Address, method, services, estimated weight and remark may change until the parcel has been weighed. */
export const TRANSHIPMENT_EDITABLE: readonly number[] = [S.PendingPacking, S.Unpaid];
export const TRANSHIPMENT_SIGNABLE: readonly number[] = [S.Shipped];

/** Status groups (GET /u/order/statusGroupItems; catalog `transhipmentOrder.group.<key>`). */
export const TRANSHIPMENT_GROUPS = [
  { key: 'processing', statuses: [S.PendingPacking, S.Packaged, S.OutOfWarehouse] },
  { key: 'unpaid', statuses: [S.Unpaid] },
  { key: 'shipped', statuses: [S.Shipped] },
  { key: 'finished', statuses: [S.Signed, S.Completed] },
  { key: 'canceled', statuses: [S.Canceled] },
] as const;
export type TranshipmentGroup = (typeof TRANSHIPMENT_GROUPS)[number]['key'];

/** Estimated weight of a parcel not yet weighed, in kg (the quote uses it until the warehouse weighs it). */
export const ESTIMATED_WEIGHT_MIN = 0.01;
export const ESTIMATED_WEIGHT_MAX = 300;

export const ORDER_NOTE_MAX = 500;
/** Rows per transhipment spreadsheet (each row is one order). */
export const TRANSHIPMENT_BATCH_MAX_ROWS = 200;

/** Who wrote an order note (catalog `transhipmentOrder.noteAuthor.<author>`). */
export const NOTE_AUTHORS = ['customer', 'staff'] as const;
export type NoteAuthor = (typeof NOTE_AUTHORS)[number];

export const transhipmentCancellable = (status: number) => TRANSHIPMENT_CANCELLABLE.includes(status);
export const transhipmentEditable = (status: number, weighed: boolean) => TRANSHIPMENT_EDITABLE.includes(status) && !weighed;
