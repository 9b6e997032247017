'use client';

import { useSyncExternalStore } from 'react';

/** Below this width the order forms keep their total and submit in a bar at the bottom (SummaryBar). */
export const NARROW = '(max-width: 639.98px)';

const subscribe = (changed: () => void) => {
  const media = window.matchMedia(NARROW);
  media.addEventListener('change', changed);
  return () => media.removeEventListener('change', changed);
};

/** Whether the window is phone-narrow; false on the server and in the first render after it (no mismatch). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
