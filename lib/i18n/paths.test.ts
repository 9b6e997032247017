import { describe, expect, it } from 'vitest';
import { getPathname } from './navigation';
import { localizeHref, prefixPath, toLocale } from './paths';

describe('locale prefixes (as-needed, like next-intl createNavigation)', () => {
  it('prefixes English only', () => {
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en');
    expect(getPathname({ href: '/', locale: 'zh-Hans' })).toBe('/');
    expect(getPathname({ href: '/help/faq-list', locale: 'en' })).toBe('/en/help/faq-list');
    expect(getPathname({ href: '/help/faq-list', locale: 'zh-Hans' })).toBe('/help/faq-list');
    expect(prefixPath('/?a=1', 'en')).toBe('/en?a=1');
  });

  it('serializes a query object', () => {
    expect(getPathname({ href: { pathname: '/login', query: { redirect: '/user/x?y=1' } }, locale: 'en' })).toBe('/en/login?redirect=%2Fuser%2Fx%3Fy%3D1');
    expect(localizeHref({ pathname: '/a', query: { k: ['1', '2'] } }, 'zh-Hans')).toBe('/a?k=1&k=2');
  });

  it('forces the prefix on request and leaves non-local hrefs alone', () => {
    expect(getPathname({ href: '/x', locale: 'zh-Hans', forcePrefix: true })).toBe('/zh-Hans/x');
    expect(prefixPath('https://example.com/x', 'en')).toBe('https://example.com/x');
    expect(prefixPath('#top', 'en')).toBe('#top');
    expect(prefixPath('mailto:a@b.c', 'en')).toBe('mailto:a@b.c');
  });

  it('narrows route params to a known locale', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale(undefined)).toBe('zh-Hans');
    expect(toLocale('fr')).toBe('zh-Hans');
  });
});
