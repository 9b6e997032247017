// Business constants and limits of SPEC.md section 9. Those the browser shell of every page reads live in
// ./shell-constants (re-exported here): a page's first scripts carry only them.
export {
  CHUNK_RELOAD_THROTTLE_MS,
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  LOCALES,
  type Locale,
  PROGRESS_OPTIONS,
  PROGRESS_SPEED_MS,
  PROGRESS_START,
  SIGNED_IN_HINT_COOKIE,
} from './shell-constants.ts';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const NAV_PAGE_SIZE = 99;
export const REQUEST_TIMEOUT_MS = 100_000;
export const ERROR_TOAST_MS = 5_000;
export const ANNOUNCE_SUPPRESS_HOURS = 24;
/** SPEC gives 1 and 12 without units; we read them as hours (docs/decisions.md). */
export const LOGISTICS_ORDER_IDS_TTL_HOURS = 1;
export const SELECTED_ORDER_ITEM_TTL_HOURS = 12;

export const SESSION_COOKIE = 'token';
export const SESSION_TYPE_COOKIE = 'tokenType';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;
export const IMAGE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg'] as const;
export const SPREADSHEET_EXTENSIONS = ['xls', 'xlsx'] as const;

export const AMOUNT_MIN = 0;
export const AMOUNT_MAX = 99_999_999;
export const AMOUNT_DECIMALS = 2;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;

export const PLATFORM_HEADER = 'wms_platform';
export const TENANT_HEADER = '__tenant';
export const REQUESTED_WITH_HEADER = 'x-requested-with';

export const LOGOUT_EXTENSION_MESSAGE_TYPE = 'PARCEL_SITE_LOGOUT';
/** Set by proxy.ts on every page request: the browser's path and query, for sign-in redirects. */
export const ORIGINAL_PATH_HEADER = 'x-original-path';
