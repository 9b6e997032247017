// The top progress bar of page navigations (nprogress, fetched on the first one, not with the page). Installed
// by ./shell-runtime: a click on an internal link starts it, the next route change ends it.
import { PROGRESS_OPTIONS } from '@/lib/contract/shell-constants';

type NProgressApi = typeof import('nprogress');

let nprogress: NProgressApi | null = null;
let loading: Promise<NProgressApi> | null = null;
/** A navigation started by a click has not finished yet. */
let pending = false;

function loadProgress(): Promise<NProgressApi> {
  loading ??= import('nprogress').then((module) => {
    const api = ((module as { default?: NProgressApi }).default ?? module) as NProgressApi;
    api.configure(PROGRESS_OPTIONS);
    nprogress = api;
    return api;
  });
  return loading;
}

function onClick(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || !anchor.href || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return;
  if (url.pathname === here.pathname && url.search === here.search) return; // same page or a #hash
  pending = true;
  if (nprogress) nprogress.start();
  else
    loadProgress()
      .then((api) => {
        if (pending) api.start();
      })
      .catch(() => {}); // no bar is better than an error: the navigation goes on
}

/** Starts the bar when an internal link is followed; returns the clean-up. */
export function listenForLinkNavigations(): () => void {
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** The route (path or query) has changed: the navigation is over. */
export function finishProgress(): void {
  pending = false;
  nprogress?.done();
}
