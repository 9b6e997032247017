'use client';

import { createContext, useContext } from 'react';

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

/** SPEC literals: used only if a view renders outside the root layout. */
const FALLBACK: ShellStrings = {
  errorSubtitle: '页面出错',
  errorUnknown: '',
  errorCode: '{digest}',
  retry: '重试',
  backHome: '首页',
  loading: '加载中…',
  homeHref: '/',
};

/**
 * Hands the shell's texts to client views that cannot get props (error.tsx), instead of a
 * NextIntlClientProvider on every page (its message formatter alone is ~12 KB gzip). Provided by
 * ./shell-runtime around the page.
 */
export const ShellStringsContext = createContext<ShellStrings>(FALLBACK);

export function useShellStrings(): ShellStrings {
  return useContext(ShellStringsContext);
}
