// Top progress bar driven by in-flight requests (SPEC section 9: start 0.2, speed 500 ms, no spinner).
import NProgress from 'nprogress';
import { PROGRESS_OPTIONS, PROGRESS_SPEED_MS } from '@/lib/contract/constants';

export const PROGRESS_FAILED_CLASS = 'nprogress-failed';

let configured = false;
let inFlight = 0;

function ensureConfigured(): void {
  if (configured) return;
  NProgress.configure(PROGRESS_OPTIONS);
  configured = true;
}

export function progressStart(): void {
  if (typeof document === 'undefined') return;
  ensureConfigured();
  inFlight += 1;
  if (inFlight === 1) NProgress.start();
}

/** One request settled; the bar completes when the last one has. */
export function progressDone(requestFailed = false): void {
  if (typeof document === 'undefined' || inFlight === 0) return;
  inFlight -= 1;
  if (requestFailed) markProgressFailed();
  if (inFlight === 0) NProgress.done();
}

/** Adds the failed class to the bar for as long as it stays visible (styling lives in CSS). */
export function markProgressFailed(): void {
  if (typeof document === 'undefined') return;
  const bar = document.querySelector('#nprogress .bar');
  if (!bar) return;
  bar.classList.add(PROGRESS_FAILED_CLASS);
  // NProgress fades the bar out over 2 x speed after done(); drop the mark once it is gone.
  setTimeout(() => bar.classList.remove(PROGRESS_FAILED_CLASS), PROGRESS_SPEED_MS * 3);
}

/** Test hook: forget in-flight counts. */
export function resetProgress(): void {
  inFlight = 0;
  NProgress.remove();
}
