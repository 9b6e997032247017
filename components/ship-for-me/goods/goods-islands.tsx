'use client';

import { lazy, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/contract/constants';
import { AfterHydration } from '@/components/ship-for-me/after-hydration';

// The visitor's goods (the local cart's store, next-intl's client runtime) are not in the page's first load.
const LocalGoodsIsland = lazy(() => import('./local-goods-island'));

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
