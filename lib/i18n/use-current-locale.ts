'use client';

import { useParams } from 'next/navigation';
import type { Locale } from '@/lib/contract/constants';
import { toLocale } from './paths';

/**
 * The page's language in a client component: the internal `[locale]` segment the URL was rewritten
 * to (lib/site/routing-rules.ts). Its own module so that a view which needs only the language does not pull next/link.
 */
export function useCurrentLocale(): Locale {
  return toLocale(useParams<{ locale?: string }>()?.locale);
}
