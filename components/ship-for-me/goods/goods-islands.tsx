'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/contract/constants';
import { AfterHydration } from '@/components/ship-for-me/after-hydration';
import type { AddGoodButtonProps } from './add-good-button';
import type { GoodsPagerIslandProps } from './goods-pager-island';

// The goods list's first script is this module alone; what its islands bring loads after the page: the visitor's
// goods (the local cart's store, next-intl's client runtime), the kit's pager (its icons; a list that fits one
// page, the usual case, never loads it) and the hand form's button (the form itself loads on first use).
const LocalGoodsIsland = lazy(() => import('./local-goods-island'));
const GoodsPagerIsland = lazy(() => import('./goods-pager-island'));
const AddGoodButton = lazy(() => import('./add-good-button'));

interface LazyLocalGoodsProps {
  locale: Locale;
  /** `shipForMe`, `shipForMeGoods`. */
  messages: AbstractIntlMessages;
  empty: ReactNode;
  /** Says the goods are being read (the server cannot know them). */
  placeholder: ReactNode;
}

/** The goods kept in this browser, after the page has loaded. */
export function LazyLocalGoods({ placeholder, ...props }: LazyLocalGoodsProps) {
  return (
    <AfterHydration placeholder={placeholder}>
      <LocalGoodsIsland {...props} />
    </AfterHydration>
  );
}

/** The pages of the goods list, drawn first by the server (`placeholder`: ./goods-pager-preview.tsx). */
export function LazyGoodsPager({ placeholder, ...props }: GoodsPagerIslandProps & { placeholder: ReactNode }) {
  return (
    <AfterHydration placeholder={placeholder}>
      <GoodsPagerIsland {...props} />
    </AfterHydration>
  );
}

/**
 * "Add a good by hand", rendered by the server as it is (its code is loaded while the page hydrates it: React keeps
 * the server's HTML until then); `placeholder` (./add-good-face.tsx, disabled) stands in on a client-side visit.
 */
export function LazyAddGoodButton({ placeholder, ...props }: AddGoodButtonProps & { placeholder: ReactNode }) {
  return (
    <Suspense fallback={placeholder}>
      <AddGoodButton {...props} />
    </Suspense>
  );
}
