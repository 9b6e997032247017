'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { RegionSelectProps } from './region-select';

// The fee calculator's first script is this module alone: the region list's code loads while the page hydrates.
const RegionSelect = lazy(() => import('./region-select'));

/**
 * The region list, rendered by the server as it is; React keeps that HTML until its code has loaded and hydrated it
 * (a country chosen meanwhile still loads its regions). `placeholder` (./region-select-view.tsx) stands in on a
 * client-side visit.
 */
export function LazyRegionSelect({ placeholder, ...props }: RegionSelectProps & { placeholder: ReactNode }) {
  return (
    <Suspense fallback={placeholder}>
      <RegionSelect {...props} />
    </Suspense>
  );
}
