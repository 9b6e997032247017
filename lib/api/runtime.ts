// Runtime settings of the browser client, set once by <ShellRuntime/> (components/layout/shell-runtime.tsx).
import { DEFAULT_LOCALE, type Locale } from '@/lib/contract/shell-constants';
import type messages from '@/locales/zh-Hans.json';

export type ErrorMessages = (typeof messages)['errors'];
export type ErrorKey = keyof ErrorMessages;

export interface HttpRuntimeConfig {
  locale: Locale;
  /** The `errors` namespace of the current catalog. */
  messages: Partial<ErrorMessages>;
  /** Full navigation (the re-login link leaves the SPA on purpose: it drops client state). */
  navigate: (url: string) => void;
}

const runtime: HttpRuntimeConfig = {
  locale: DEFAULT_LOCALE,
  messages: {},
  navigate: (url) => window.location.assign(url),
};

export function setRuntime(config: Partial<HttpRuntimeConfig>): void {
  if (config.locale) runtime.locale = config.locale;
  if (config.messages) runtime.messages = config.messages;
  if (config.navigate) runtime.navigate = config.navigate;
}

/**
 * Lets the client know the UI language, the `errors` texts and how to navigate. Lives here, not in
 * http.ts, so <ShellRuntime/> (mounted on every page) does not pull axios into public pages.
 */
export function configureHttp(config: Partial<HttpRuntimeConfig>): void {
  setRuntime(config);
}

export function getRuntime(): Readonly<HttpRuntimeConfig> {
  return runtime;
}

/** A text of the `errors` namespace; before configuration, the catalog key itself (never a crash). */
export function errorText(key: ErrorKey): string {
  return runtime.messages[key] ?? `errors.${key}`;
}
