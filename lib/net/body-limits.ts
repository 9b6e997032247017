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

/** Upload routes of the contract (SPEC section 7), by path under /api. */
const UPLOAD_ROUTES: { pattern: RegExp; limit: number }[] = [
  { pattern: /^\/api\/u\/ship-for-me\/parcel\/import-by-excel$/, limit: SPREADSHEET_UPLOAD_LIMIT },
];

/** The largest body a request to `path` may carry, in bytes. */
export function bodyLimitFor(path: string): number {
  for (const route of UPLOAD_ROUTES) if (route.pattern.test(path)) return route.limit;
  return JSON_BODY_LIMIT;
}
