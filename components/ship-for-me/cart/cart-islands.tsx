'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { AfterHydration } from '@/components/ship-for-me/after-hydration';
import type { IslandProps } from './member-cart-island';
import type { MemberCartProps } from './member-cart';
import type { WarehouseBoxProps } from './warehouse-box-view';

// The cart page's first script is this module alone: the carts' code (next-intl's client runtime, the local
// cart's store) and the warehouse box's (the toasts) load after the page.
const MemberCartIsland = lazy(() => import('./member-cart-island'));
const VisitorCartIsland = lazy(() => import('./visitor-cart-island'));
const WarehouseBox = lazy(() => import('./warehouse-box'));

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

/**
 * The warehouse box, rendered by the server as it is (its code is loaded while the page hydrates it: React keeps the
 * server's HTML until then); `placeholder` (./warehouse-box-view.tsx, controls disabled) stands in on a client-side visit.
 */
export function LazyWarehouseBox({ placeholder, ...props }: WarehouseBoxProps & { placeholder: ReactNode }) {
  return (
    <Suspense fallback={placeholder}>
      <WarehouseBox {...props} />
    </Suspense>
  );
}
