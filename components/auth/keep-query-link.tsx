'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useClientValue } from '@/components/layout/use-client-value';

const KEPT = ['redirect', 'bind_link_pre_auth_code', 'preAuthCode'];

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
