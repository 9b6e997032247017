// Pure rules of the transhipment submit and edit forms: the pages, when the estimated weight is asked for,
// and the draft, submit and edit requests made of the customer's choices.
import type { Address } from '@/lib/api/address';
import type {
  TranshipmentDraftInput,
  TranshipmentEditInput,
  TranshipmentEditValues,
  TranshipmentParcel,
  TranshipmentSubmitInput,
} from '@/lib/api/transhipment-order';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '@/lib/contract/transhipment-order-rules';
import type { KeptDiscounts } from './kept-discounts';

/** The namespaces the client islands read: their own texts, the waybill form's sections, errors, the balance dialog, the address form. */
export const TRANSHIPMENT_SUBMIT_NAMESPACES = ['transhipmentOrderSubmit', 'combinedOrderSubmit', 'errors', 'recharge', 'address', 'validation'] as const;

/** The fields that take a server message (`validationErrors` members): the waybill form's and the parcel's. */
export const TRANSHIPMENT_FIELDS = ['parcelId', 'estimatedWeight', 'addressId', 'customsId', 'methodId', 'serviceIds', 'couponId', 'points', 'remark'] as const;
export type TranshipmentField = (typeof TRANSHIPMENT_FIELDS)[number];
export type TranshipmentFieldMessages = Partial<Record<TranshipmentField, string>>;

/** A parcel the warehouse has not weighed is quoted on the customer's estimate, which is then required. */
export const needsEstimate = (parcel: Pick<TranshipmentParcel, 'weight'> | null | undefined) => Boolean(parcel) && parcel?.weight === null;

/** What is wrong with an estimated weight (kg), or null. */
export function estimateProblem(value: number | null): 'required' | 'range' | null {
  if (value === null || !Number.isFinite(value)) return 'required';
  return value < ESTIMATED_WEIGHT_MIN || value > ESTIMATED_WEIGHT_MAX ? 'range' : null;
}

/** What the customer chose (besides the parcel). */
export interface TranshipmentChoices {
  addressId: string | null;
  methodId: string | null;
  serviceIds: string[];
  couponId: string | null;
  points: number;
}

/** Editing one order: its values, its coupon and points (kept), its address when not from the book. */
export interface EditContext {
  id: string;
  values: TranshipmentEditValues;
  kept: KeptDiscounts;
  /** The order's address on one line, shown while `values.addressId` is null (it came from a spreadsheet). */
  currentAddress: string | null;
}

/** The choices a form starts from: the order's when editing, else the default address and nothing else. */
export const startingChoices = (addresses: Address[], edit?: EditContext): TranshipmentChoices =>
  edit
    ? { addressId: edit.values.addressId, methodId: edit.values.methodId, serviceIds: edit.values.serviceIds, couponId: null, points: 0 }
    : {
        addressId: (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null,
        methodId: null,
        serviceIds: [],
        couponId: null,
        points: 0,
      };

export interface FormState {
  parcel: TranshipmentParcel | null;
  choices: TranshipmentChoices;
  /** kg, as typed. */
  estimatedWeight: number | null;
  /** Editing: coupon and points stay as submitted and are not sent. */
  editing: boolean;
  /** Editing: the order, so the draft prices its own parcel with its address, coupon and points. */
  orderId?: string;
}

/** The estimate sent: only for a parcel not weighed yet. */
const estimateOf = ({ parcel, estimatedWeight }: FormState) => (needsEstimate(parcel) ? estimatedWeight : null);

/** The draft request, or null while there is nothing to quote (no parcel, or no valid estimate for one not weighed). */
export function draftInputOf(state: FormState): TranshipmentDraftInput | null {
  const { parcel, choices, editing } = state;
  if (!parcel) return null;
  if (needsEstimate(parcel) && estimateProblem(state.estimatedWeight)) return null;
  const base = {
    parcelId: parcel.id,
    addressId: choices.addressId,
    methodId: choices.methodId,
    serviceIds: choices.serviceIds,
    estimatedWeight: estimateOf(state),
  };
  return editing ? { ...base, orderId: state.orderId ?? null } : { ...base, couponId: choices.couponId, points: choices.points };
}

interface Final {
  customsId: string | null;
  remark: string | null;
  expectedTotal: number;
}

export function submitInputOf(state: FormState, final: Final & { payNow: boolean }): TranshipmentSubmitInput {
  const { parcel, choices } = state;
  return {
    parcelId: parcel?.id ?? '',
    addressId: choices.addressId ?? '',
    methodId: choices.methodId ?? '',
    serviceIds: choices.serviceIds,
    couponId: choices.couponId,
    points: choices.points,
    estimatedWeight: estimateOf(state),
    ...final,
  };
}

/** Editing: no addressId keeps the order's address (one that came from a spreadsheet). */
export function editInputOf(state: FormState, final: Final): TranshipmentEditInput {
  const { choices } = state;
  return {
    addressId: choices.addressId,
    methodId: choices.methodId ?? '',
    serviceIds: choices.serviceIds,
    estimatedWeight: estimateOf(state),
    ...final,
  };
}
