import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import NProgress from 'nprogress';
import { server } from '../msw/server';

// jsdom has no matchMedia (antd and responsive hooks need it).
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no ResizeObserver (antd's modals, selects, popovers and text areas measure themselves with it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  vi.useRealTimers();
  if (typeof window !== 'undefined') window.localStorage.clear();
  // Toasts live on document.body, outside what cleanup() unmounts, for seconds: a file that shares this worker's
  // document (the unit-shared project) must not find the last file's error toast among its own alerts.
  if (typeof document !== 'undefined') document.getElementById('app-toasts')?.remove();
});
afterAll(() => {
  server.close();
  finishProgressBar();
});

/**
 * NProgress fades its bar out on timers of its own, and the last one calls NProgress.remove(), which reads
 * `document`. When it fires after the file's jsdom is torn down it throws "document is not defined" into
 * another file's run. End any bar still trickling, and let a late remove() find nothing to do.
 */
const removeProgressBar = NProgress.remove.bind(NProgress);
NProgress.remove = () => {
  if (typeof document !== 'undefined') removeProgressBar();
};
function finishProgressBar(): void {
  if (typeof document !== 'undefined' && NProgress.status !== null) NProgress.done();
}
