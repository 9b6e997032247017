'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useClientValue } from '@/components/layout/use-client-value';
import { PRE_AUTH_CODE_PARAMS } from './pre-auth';

// The extension code travels between the sign-in pages so each can offer its consent box; none links it unasked.
const KEPT = ['redirect', ...PRE_AUTH_CODE_PARAMS];

/** `href` plus the `redirect` and extension-code parameters of `search`. */
export function withKeptQuery(href: string, search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of KEPT) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${href}?${query}` : href;
}

/** A link between the sign-in pages that keeps `redirect` and the extension code of the current URL. */
export function KeepQueryLink({ href, children }: { href: string; children: ReactNode }) {
  const search = useClientValue(() => window.location.search, '');
  return <Link href={withKeptQuery(href, search)}>{children}</Link>;
}
