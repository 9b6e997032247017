'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

const EN_PREFIX = /^\/en(?=\/|$)/;
const bare = (path: string) => path.replace(EN_PREFIX, '').replace(/\/$/, '') || '/';

/**
 * Marks the links of a server-rendered menu that point at the current page with aria-current="page".
 * Reads window.location after mount: a prerendered page cannot know the browser's path.
 */
export function CurrentLinkMarker({ containerId }: { containerId: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const here = bare(window.location.pathname);
    for (const anchor of container.querySelectorAll('a')) {
      const url = new URL(anchor.href, window.location.href);
      const current = url.origin === window.location.origin && bare(url.pathname) === here;
      if (current) anchor.setAttribute('aria-current', 'page');
      else anchor.removeAttribute('aria-current');
    }
  }, [containerId, pathname]);
  return null;
}
