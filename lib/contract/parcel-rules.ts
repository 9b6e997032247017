// Parcel limits and codes with no zod in them, so browser code can import them (lib/contract/schemas/
// pulls zod into any bundle that imports it); schemas/parcels.ts re-exports every name.

/** Tracking numbers as stored: trimmed, upper-cased, 5–40 of A–Z 0–9 and '-'. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9-]{5,40}$/;
/** The carrier code of "other": the name is then free text (`carrierName`). */
export const OTHER_CARRIER = 'OTHER';
export const PARCELS_PER_FORECAST = 20;
export const GOODS_LINES_PER_PARCEL = 20;
export const REMARK_MAX = 500;
export const DECLARED_NAME_MAX = 120;
/** A carrier named by hand (carrier code OTHER). */
export const CARRIER_NAME_MAX = 64;
export const QUANTITY_MAX = 9999;
export const CANCEL_REASON_MAX = 200;
/** Bulk import: rows per file (the file itself: UPLOAD_MAX_BYTES, SPREADSHEET_EXTENSIONS). */
export const IMPORT_MAX_ROWS = 500;

/** Why an arrived parcel cannot be picked for a waybill (catalog `parcels.unselectable.<reason>`). */
export const UNSELECTABLE_REASONS = ['notInbound', 'inWaybill', 'abnormal'] as const;
export type UnselectableReason = (typeof UNSELECTABLE_REASONS)[number];

/**
 * A forecast whose number matches a parcel that arrived without an owner (no member code of a member on
 * its label): `pending` until the warehouse checks it, `refused` when it did not give it to this member.
 */
export const PARCEL_CLAIM_STATES = ['pending', 'refused'] as const;
export type ParcelClaimState = (typeof PARCEL_CLAIM_STATES)[number];

/** History events of a parcel (catalog `parcels.action.<code>`). */
export const PARCEL_ACTIONS = [
  'forecast',
  'forecastEdited',
  'claimed',
  'claimApproved',
  'claimRefused',
  'arrived',
  'inbound',
  'abnormal',
  'abnormalCleared',
  'declarationEdited',
  'selectedToSubmit',
  'combined',
  'uncombined',
  'outOfWarehouse',
  'completed',
  'canceled',
] as const;
export type ParcelAction = (typeof PARCEL_ACTIONS)[number];

/** The additional service that prices insurance: chosen with the parcel's insurance flag, never offered again as a service. */
export const INSURANCE_SERVICE_CODE = 'INSURANCE';
