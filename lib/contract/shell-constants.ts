// The constants of SPEC.md section 9 that every page's browser shell reads (the root layout's islands: the
// route progress, the chunk reload, the header's language links, the signed-in hint). Apart from
// ./constants, which re-exports them, so those first scripts carry only these.

export const LOCALES = ['zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-Hans';
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

/** Readable by scripts: tells the client a session probably exists, never the token itself. */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

export const PROGRESS_START = 0.2;
export const PROGRESS_SPEED_MS = 500;
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
