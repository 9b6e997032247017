'use client';

import { useEffect, useRef } from 'react';

/** Every 2 s while a top-up is pending (WeChat QR, the return page). */
export const POLL_MS = 2000;

/**
 * Runs `task` every `intervalMs` while `active`: the next run is scheduled when the last one has
 * settled; nothing runs while the page is hidden (it resumes when shown) or after unmount.
 */
export function usePolling(task: () => Promise<unknown>, intervalMs: number, active: boolean): void {
  const latest = useRef(task);
  useEffect(() => {
    latest.current = task;
  });

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let running = false;
    const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && !hidden()) timer = setTimeout(tick, intervalMs);
    };
    const tick = async () => {
      running = true;
      try {
        await latest.current();
      } catch {
        // A failed check is tried again at the next tick.
      } finally {
        running = false;
        schedule();
      }
    };
    const onVisibility = () => {
      if (hidden()) clearTimeout(timer);
      else if (!running) schedule();
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, intervalMs]);
}

/** Seconds left until `iso` (ticking each second), or null without a time. */
export function secondsUntil(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** 125 → "02:05". */
export function clockText(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}
