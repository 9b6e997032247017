'use client';

import { lazy, type ReactNode } from 'react';
import { AfterHydration } from '@/components/ship-for-me/after-hydration';
import type { GoodsPagerIslandProps } from './goods-pager-island';

// The kit's pager (its icons, next-intl's client runtime) loads after the page; a list that fits one page,
// the usual case, never loads it.
const GoodsPagerIsland = lazy(() => import('./goods-pager-island'));

/** The pages of the goods list, drawn first by the server (`placeholder`: ./goods-pager-preview.tsx). */
export function GoodsPager({ placeholder, ...props }: GoodsPagerIslandProps & { placeholder: ReactNode }) {
  return (
    <AfterHydration placeholder={placeholder}>
      <GoodsPagerIsland {...props} />
    </AfterHydration>
  );
}
