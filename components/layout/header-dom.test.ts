import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToLinks, pathInLocale, syncWithLocation } from './header-dom';

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'i18n_redirected=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
});

function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

describe('pathInLocale', () => {
  it('moves the path, query and fragment between the languages', () => {
    expect(pathInLocale('en', '/help/faq-list', '?q=1#a')).toBe('/en/help/faq-list?q=1#a');
    expect(pathInLocale('en', '/')).toBe('/en');
    expect(pathInLocale('zh-Hans', '/en/help', '?q=1')).toBe('/help?q=1');
    expect(pathInLocale('zh-Hans', '/en')).toBe('/');
  });
});

describe('syncWithLocation', () => {
  it('points the language links at this page and marks the links to it', () => {
    window.history.replaceState(null, '', '/en/help/faq-list?page=2');
    document.body.innerHTML = `
      <a data-lang="zh-Hans" href="/">中文</a><a data-lang="en" href="/en">English</a>
      <nav data-mark-current><a id="here" href="/en/help/faq-list">FAQ</a><a id="other" href="/en/help" aria-current="page">Help</a></nav>
      <a id="outside" href="/en/help/faq-list">not in a marked menu</a>`;
    syncWithLocation();
    expect(document.querySelector('[data-lang="zh-Hans"]')).toHaveAttribute('href', '/help/faq-list?page=2');
    expect(document.querySelector('[data-lang="en"]')).toHaveAttribute('href', '/en/help/faq-list?page=2');
    expect(document.getElementById('here')).toHaveAttribute('aria-current', 'page');
    expect(document.getElementById('other')).not.toHaveAttribute('aria-current');
    expect(document.getElementById('outside')).not.toHaveAttribute('aria-current');
  });
});

describe('listenToLinks', () => {
  it('follows soft links with the client router and prefetches them when pointed at', () => {
    const router = { push: vi.fn(), prefetch: vi.fn() };
    document.body.innerHTML = `<a id="soft" data-soft href="/help?x=1"><span>Help</span></a><a id="plain" href="/tracking">Tracking</a>
      <a id="api" data-soft href="/api/file">File</a><a id="tab" data-soft target="_blank" href="/help">New tab</a>`;
    const stop = listenToLinks(router);
    const span = document.querySelector('#soft span')!;
    span.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(router.prefetch).toHaveBeenCalledWith('/help?x=1');
    expect(click(span).defaultPrevented).toBe(true);
    expect(router.push).toHaveBeenCalledWith('/help?x=1');
    for (const id of ['plain', 'api', 'tab']) expect(click(document.getElementById(id)!).defaultPrevented).toBe(false);
    expect(click(span, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(router.push).toHaveBeenCalledTimes(1);
    stop();
    click(span);
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('writes the language cookie before loading the page in the other language', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/help', search: '?q=1', hash: '', protocol: 'http:', assign });
    document.body.innerHTML = `<a id="zh" data-lang="zh-Hans" aria-current="true" href="/">中文</a><a id="en" data-lang="en" href="/en">English</a>`;
    const stop = listenToLinks({ push: vi.fn(), prefetch: vi.fn() });
    expect(click(document.getElementById('zh')!).defaultPrevented).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    click(document.getElementById('en')!);
    expect(document.cookie).toContain('i18n_redirected=en');
    expect(assign).toHaveBeenCalledWith('/en/help?q=1');
    stop();
    vi.unstubAllGlobals();
  });
});
