// What the server-rendered header needs from the browser, as plain DOM code (no React): the language
// links' hrefs, the current links, the nav's "more" overflow, client-side navigation of plain links.
// Run by ./header-island.tsx; without JavaScript the markup works on its own (full page loads).
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, type Locale } from '@/lib/contract/shell-constants';

const EN_PREFIX = /^\/en(?=\/|$)/;
const WIDE = '(min-width: 1024px)';
/** Plain links (not next/link) the client router follows: ./nav-link and the header's own. */
const SOFT = 'a[data-soft][href]';

/** The same path, query and fragment in the other language (`/x` ↔ `/en/x`). */
export function pathInLocale(target: Locale, pathname: string, rest = ''): string {
  const bare = pathname.replace(EN_PREFIX, '') || '/';
  if (target === 'en') return `${bare === '/' ? '/en' : `/en${bare}`}${rest}`;
  return `${bare}${rest}`;
}

const bare = (path: string) => path.replace(EN_PREFIX, '').replace(/\/$/, '') || '/';

/** After each navigation: language links keep the page, links to it get aria-current="page". */
export function syncWithLocation(): void {
  const { pathname, search, origin } = window.location;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang]')) {
    link.href = pathInLocale(link.dataset.lang as Locale, pathname, search);
  }
  const here = bare(pathname);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-mark-current] a[href]')) {
    const url = new URL(link.href);
    if (url.origin === origin && bare(url.pathname) === here) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

function writeLanguageCookie(locale: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_DAYS * 86400}; Path=/; SameSite=Lax${secure}`;
}

/** A same-site page link the client router can follow (not a file, an API call, a new tab or another language). */
function softTarget(link: HTMLAnchorElement | null): URL | null {
  if (!link || link.hasAttribute('download') || link.hasAttribute('data-lang') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  return url;
}

interface Router {
  push: (href: string) => void;
  prefetch: (href: string) => void;
}

/**
 * Document listeners: a language link writes the language cookie (a config redirect follows it) and
 * loads the page in that language; a soft link is followed by the client router and prefetched when
 * pointed at or focused, as next/link would. Returns the clean-up.
 */
export function listenToLinks(router: Router): () => void {
  function onClick(event: MouseEvent) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link) return;
    const lang = link.dataset.lang;
    if (lang) {
      event.preventDefault();
      writeLanguageCookie(lang);
      if (link.getAttribute('aria-current') === 'true') return;
      const { pathname, search, hash } = window.location;
      window.location.assign(pathInLocale(lang as Locale, pathname, search + hash));
      return;
    }
    const url = link.matches(SOFT) ? softTarget(link) : null;
    if (!url) return;
    const here = window.location;
    if (url.pathname === here.pathname && url.search === here.search && url.hash) return; // an anchor on this page
    event.preventDefault();
    router.push(url.pathname + url.search + url.hash);
  }
  // The router keeps what it prefetched: asking again for the same page costs nothing.
  function onIntent(event: Event) {
    const url = softTarget((event.target as Element | null)?.closest?.<HTMLAnchorElement>(SOFT) ?? null);
    if (url) router.prefetch(url.pathname + url.search);
  }
  document.addEventListener('click', onClick);
  // pointerover fires for a touch too, before its click.
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/**
 * Keeps the wide header's main navigation on one row: items that do not fit move, from the end, into
 * "more" (priority+). The server renders every item in the row and again inside "more"
 * (`data-more-index`); this only hides the surplus of each. Without JavaScript, and below 1024px (the
 * menu panel), every item stays in the list and "more" is hidden. Returns the clean-up.
 */
export function fitNavigation(root: HTMLElement, panel: HTMLElement | null): () => void {
  const list = root.querySelector<HTMLElement>('[data-nav-list]');
  if (!list) return () => {};
  const items = [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-index]')];
  const more = list.querySelector<HTMLElement>(':scope > [data-nav-more]');
  const copies = [...list.querySelectorAll<HTMLElement>('[data-more-index]')];
  const media = window.matchMedia(WIDE);

  function layout() {
    items.forEach((item) => (item.hidden = false));
    if (more) more.hidden = true;
    root.dataset.measured = media.matches ? 'true' : '';
    if (!media.matches || !more) return;
    if (panel?.matches(':popover-open')) panel.hidePopover();
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
}
