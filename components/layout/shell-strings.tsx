'use client';

import { createContext } from 'react';

/** Texts the error and loading views need; the root layout (a server component) translates them. */
export interface ShellStrings {
  errorSubtitle: string;
  errorUnknown: string;
  /** With a `{digest}` placeholder. */
  errorCode: string;
  retry: string;
  backHome: string;
  /** A part of the page is loading (a route's loading.tsx). */
  loading: string;
  /** The home page in the page's language (`/` or `/en`). */
  homeHref: string;
}

/**
 * Hands the shell's texts to client views that cannot get props (error.tsx), instead of a
 * NextIntlClientProvider on every page (its message formatter alone is ~12 KB gzip). Provided by
 * ./shell-runtime around the page; read with ./use-shell-strings, which keeps the fallback texts out of
 * every page's first script.
 */
export const ShellStringsContext = createContext<ShellStrings | null>(null);
