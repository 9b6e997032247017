import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadFailure, listenForChunkFailures, reloadForChunkFailure } from './chunk-reload';

const reload = vi.fn();
let stop: (() => void) | undefined;

beforeEach(() => {
  window.sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

describe('isChunkLoadFailure', () => {
  it('recognises the messages and error names of failed chunk loads', () => {
    expect(isChunkLoadFailure({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadFailure('Importing a module script failed.')).toBe(true);
  });

  it('ignores other failures', () => {
    expect(isChunkLoadFailure(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
    expect(isChunkLoadFailure({})).toBe(false);
  });
});

describe('reloadForChunkFailure', () => {
  it('reloads at most once per 60000 ms, remembered across reloads', () => {
    expect(reloadForChunkFailure(1_000_000)).toBe(true);
    expect(reloadForChunkFailure(1_000_000 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkFailure(1_000_000 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when it cannot remember the reload (no loop)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(reloadForChunkFailure(5_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});

describe('listenForChunkFailures', () => {
  it('reloads on an unhandled chunk-load rejection and on a failed /_next/ script', () => {
    stop = listenForChunkFailures();
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: { name: 'ChunkLoadError', message: 'x' } });
    window.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledTimes(1);

    window.sessionStorage.clear();
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/missing.js';
    document.body.appendChild(script);
    script.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors alone', () => {
    stop = listenForChunkFailures();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
