'use client';

import { useCallback, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

export const DETAIL_PARAM = 'id';

/** The list's URL with `?id=` set to a parcel, or removed (null); every other parameter kept. */
export function detailHref(pathname: string, search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id) params.set(DETAIL_PARAM, id);
  else params.delete(DETAIL_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The open parcel named by `?id=` in the URL. Opening pushes a history entry with the browser's history
 * API (Next keeps useSearchParams in step, and the server page does not render again: the drawer reads
 * its parcel itself), so the back button closes it; closing goes back over that entry, or — when the page
 * was opened on a link with ?id= — replaces the URL without it.
 */
export function useDetailParam() {
  const pathname = usePathname();
  const search = useSearchParams();
  const query = search?.toString() ?? '';
  const openId = search?.get(DETAIL_PARAM) || null;
  const pushed = useRef(false);

  const hrefOf = useCallback((id: string) => detailHref(pathname, query, id), [pathname, query]);
  const open = useCallback(
    (id: string) => {
      window.history.pushState(null, '', detailHref(pathname, query, id));
      pushed.current = true;
    },
    [pathname, query],
  );
  const close = useCallback(() => {
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      window.history.replaceState(null, '', detailHref(pathname, query, null));
    }
  }, [pathname, query]);

  return { openId, hrefOf, open, close };
}
