'use client';

import { lazy, type ReactNode } from 'react';
import { AfterHydration } from '@/components/ship-for-me/after-hydration';
import type { IslandProps } from './member-cart-island';
import type { MemberCartProps } from './member-cart';

// The carts' code (next-intl's client runtime, the local cart's store) is not in the public page's first load.
const MemberCartIsland = lazy(() => import('./member-cart-island'));
const VisitorCartIsland = lazy(() => import('./visitor-cart-island'));

/** The member's cart, drawn first by the server (`placeholder`: ./cart-preview.tsx). */
export function LazyMemberCart({ placeholder, ...props }: IslandProps & MemberCartProps & { placeholder: ReactNode }) {
  return (
    <AfterHydration placeholder={placeholder}>
      <MemberCartIsland {...props} />
    </AfterHydration>
  );
}

/** The cart kept in this browser; `placeholder` says it is being read (the server cannot know it). */
export function LazyVisitorCart({ placeholder, ...props }: IslandProps & { empty: ReactNode; placeholder: ReactNode }) {
  return (
    <AfterHydration placeholder={placeholder}>
      <VisitorCartIsland {...props} />
    </AfterHydration>
  );
}
