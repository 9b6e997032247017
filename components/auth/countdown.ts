'use client';

import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms epoch) at `now`; never negative. */
export function secondsLeft(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A resend countdown: `start(60)` disables the send button for 60 s; `seconds` ticks down to 0. */
export function useCountdown(now: () => number = Date.now) {
  const [until, setUntil] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const left = secondsLeft(until, now());
      setSeconds(left);
      if (left === 0) setUntil(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until, now]);

  const start = useCallback((duration: number) => setUntil(now() + duration * 1000), [now]);
  return { seconds, running: seconds > 0, start };
}
