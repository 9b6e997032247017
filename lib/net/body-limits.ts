// Request-body limits per route class, shared by the gateway (lib/gateway) and the backend (server/app.ts).
// Relative imports only: plain Node loads it.

const MB = 1024 * 1024;
/** Room for multipart boundaries, part headers and form fields around the files. */
export const MULTIPART_OVERHEAD = 256 * 1024;
/** JSON and every other non-upload body. */
export const JSON_BODY_LIMIT = 1 * MB;
/** SPEC section 5: a spreadsheet upload is one .xls/.xlsx file of at most 5M. */
export const SPREADSHEET_UPLOAD_LIMIT = 5 * MB + MULTIPART_OVERHEAD;
/** SPEC section 5: at most 3 images of at most 5M each. */
export const IMAGE_UPLOAD_LIMIT = 3 * 5 * MB + MULTIPART_OVERHEAD;

/**
 * The reference backend's staff routes that carry up to 3 photos of 5M as base64 in JSON
 * (server/modules/warehouse/parcel-routes.ts): base64 is 4/3 of the bytes.
 */
export const BASE64_IMAGES_JSON_LIMIT = Math.ceil((3 * 5 * MB * 4) / 3) + MULTIPART_OVERHEAD;

/** Upload routes of the contract (SPEC section 7), by path under /api. */
const UPLOAD_ROUTES: { pattern: RegExp; limit: number }[] = [
  // The preview / confirm upload and the same file sent back for its annotated copy.
  { pattern: /^\/api\/u\/ship-for-me\/parcel\/import-by-excel(\/annotated)?$/, limit: SPREADSHEET_UPLOAD_LIMIT },
  // The transhipment-order spreadsheet: preview / confirm, and its annotated copy.
  { pattern: /^\/api\/u\/order\/transhipmentOrders(\/annotated)?$/, limit: SPREADSHEET_UPLOAD_LIMIT },
  { pattern: /^\/api\/admin\/parcel\/(arrive|[^/]+\/photos)$/, limit: BASE64_IMAGES_JSON_LIMIT },
  // A waybill's box photo at packing (one image of at most 5M, multipart).
  { pattern: /^\/api\/admin\/waybill\/[^/]+\/pack$/, limit: 5 * MB + MULTIPART_OVERHEAD },
  // Proof of a bank transfer or Taobao payment: up to 3 images.
  { pattern: /^\/api\/u\/fund-management\/topup\/[^/]+\/proof$/, limit: IMAGE_UPLOAD_LIMIT },
];

/** The largest body a request to `path` may carry, in bytes. */
export function bodyLimitFor(path: string): number {
  for (const route of UPLOAD_ROUTES) if (route.pattern.test(path)) return route.limit;
  return JSON_BODY_LIMIT;
}
