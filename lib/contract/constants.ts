// Business constants and limits of SPEC.md section 9.

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const NAV_PAGE_SIZE = 99;
export const REQUEST_TIMEOUT_MS = 100_000;
export const ERROR_TOAST_MS = 5_000;
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const ANNOUNCE_SUPPRESS_HOURS = 24;
/** SPEC gives 1 and 12 without units; we read them as hours (docs/decisions.md). */
export const LOGISTICS_ORDER_IDS_TTL_HOURS = 1;
export const SELECTED_ORDER_ITEM_TTL_HOURS = 12;

export const LOCALES = ['zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hans';
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

export const SESSION_COOKIE = 'token';
export const SESSION_TYPE_COOKIE = 'tokenType';
/** Readable by scripts: tells the client a session probably exists, never the token itself. */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;
export const IMAGE_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg'] as const;
export const SPREADSHEET_EXTENSIONS = ['xls', 'xlsx'] as const;

export const AMOUNT_MIN = 0;
export const AMOUNT_MAX = 99_999_999;
export const AMOUNT_DECIMALS = 2;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;

export const PROGRESS_START = 0.2;
export const PROGRESS_SPEED_MS = 500;

export const PLATFORM_HEADER = 'wms_platform';
export const TENANT_HEADER = '__tenant';
export const REQUESTED_WITH_HEADER = 'x-requested-with';

export const LOGOUT_EXTENSION_MESSAGE_TYPE = 'PARCEL_SITE_LOGOUT';
/** Set by proxy.ts on every page request: the browser's path and query, for sign-in redirects. */
export const ORIGINAL_PATH_HEADER = 'x-original-path';
/**
 * nprogress's default template says role="bar", which is no ARIA role: the bar is decorative here.
 * nprogress finds the bar with `barSelector`, so both change together.
 */
export const PROGRESS_OPTIONS = {
  minimum: PROGRESS_START,
  speed: PROGRESS_SPEED_MS,
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
} as const;
