'use client';

import { useLayoutEffect, useRef, type ReactNode } from 'react';

const WIDE = '(min-width: 1024px)';

/**
 * Keeps the wide header's main navigation on one row: items that do not fit move, from the end, into
 * the "more" entry (priority+). The server renders every item in the row and every item again inside
 * "more" (`data-more-index`); this island only hides the surplus of each. Without JavaScript, and
 * below 1024px (the menu-button panel), every item stays in the list and "more" is hidden.
 */
export function NavOverflow({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = ref.current;
    const list = root?.querySelector<HTMLElement>('[data-nav-list]');
    if (!root || !list) return;
    const items = [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-index]')];
    const more = list.querySelector<HTMLElement>(':scope > [data-nav-more]');
    const copies = [...list.querySelectorAll<HTMLElement>('[data-more-index]')];
    const media = window.matchMedia(WIDE);

    function layout() {
      items.forEach((item) => (item.hidden = false));
      if (more) more.hidden = true;
      root!.dataset.measured = media.matches ? 'true' : '';
      if (!media.matches || !more) return;
      let visible = items.length;
      const overflows = () => list!.scrollWidth > list!.clientWidth + 1;
      if (overflows()) {
        more.hidden = false;
        while (visible > 1 && overflows()) items[--visible].hidden = true;
      }
      copies.forEach((copy) => (copy.hidden = Number(copy.dataset.moreIndex) < visible));
    }

    layout();
    const observer = new ResizeObserver(layout);
    observer.observe(root);
    media.addEventListener('change', layout);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', layout);
    };
  }, []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
