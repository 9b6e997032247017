import { CHUNK_RELOAD_THROTTLE_MS } from '@/lib/contract/shell-constants';

const STORAGE_KEY = 'chunk-reload-at';
const CHUNK_MESSAGE =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** True when the failure is a missing script chunk (a deploy replaced the build the page came from). */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === 'string') return CHUNK_MESSAGE.test(reason);
  const error = reason as { name?: unknown; message?: unknown };
  return error.name === 'ChunkLoadError' || (typeof error.message === 'string' && CHUNK_MESSAGE.test(error.message));
}

/** Reloads at most once per throttle window (SPEC section 9: 60000 ms), remembered across reloads. */
export function reloadForChunkFailure(now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    // Storage blocked: reading fails; writing below fails too, and then we do not reload.
  }
  if (now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false; // without a memory of the last reload we could loop: do nothing
  }
  window.location.reload();
  return true;
}

/**
 * SPEC section 8: a chunk-loading failure reloads the page (script chunks at most once per minute). Listens on
 * the window (./shell-runtime installs it once); returns the clean-up.
 */
export function listenForChunkFailures(): () => void {
  function onError(event: Event) {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.src.includes('/_next/')) {
      reloadForChunkFailure();
      return;
    }
    if (event instanceof ErrorEvent && isChunkLoadFailure(event.error ?? event.message)) {
      reloadForChunkFailure();
    }
  }
  function onRejection(event: PromiseRejectionEvent) {
    if (isChunkLoadFailure(event.reason)) reloadForChunkFailure();
  }
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
