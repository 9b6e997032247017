import { describe, expect, it } from 'vitest';
import { LinkTarget, LinkType } from '../contract/enums';
import { HOSTILE_REDIRECTS } from '../../tests/fixtures/hostile-redirects';
import { resolveNavLink, type NavLinkSource } from './nav-links';

const HOST = 'blue.localhost';

function link(linkType: number, linkSourceValue: string | null, extenalUrlTarget: number = LinkTarget.Self) {
  return { linkType, linkSourceValue, extenalUrlTarget } as NavLinkSource;
}

describe('resolveNavLink: page links', () => {
  it.each([
    ['HOME', '/'],
    ['SHIP_FOR_ME_HOME', '/tranship'],
    ['SHIPPING_FEE', '/more-transport-mode'],
    ['SHIPPING_FEE_CALCULATION', '/shipping-fee'],
    ['WAREHOUSE_ADDRESS', '/user/wareHouse-address'],
    ['QUICK_GUIDE', '/help/help-center'],
    ['TRACKING', '/tracking'],
  ])('%s goes to %s', (key, href) => {
    expect(resolveNavLink(link(LinkType.PAGE, key), HOST)).toEqual({ kind: 'internal', href });
  });

  it('an unknown or empty page key goes home', () => {
    expect(resolveNavLink(link(LinkType.PAGE, 'NO_SUCH_PAGE'), HOST)).toEqual({ kind: 'internal', href: '/' });
    expect(resolveNavLink(link(LinkType.PAGE, null), HOST)).toEqual({ kind: 'internal', href: '/' });
  });

  it('accepts surrounding white space in the page key', () => {
    expect(resolveNavLink(link(LinkType.PAGE, ' SHIPPING_FEE '), HOST).href).toBe('/more-transport-mode');
  });
});

describe('resolveNavLink: content links', () => {
  it('an article goes to /help/content/{value}', () => {
    expect(resolveNavLink(link(LinkType.ARTICLE, '42'), HOST)).toEqual({ kind: 'internal', href: '/help/content/42' });
  });

  it('an article category goes to /help/category/{value}', () => {
    expect(resolveNavLink(link(LinkType.ARTICLE_CATEGORY, '7'), HOST)).toEqual({
      kind: 'internal',
      href: '/help/category/7',
    });
  });

  it('an announcement goes to /artical-detail with id and flag', () => {
    expect(resolveNavLink(link(LinkType.ANNOUNCE, '9'), HOST)).toEqual({
      kind: 'internal',
      href: '/artical-detail?id=9&flag=announceFromIndex',
    });
  });

  it('encodes values so they cannot change the path', () => {
    expect(resolveNavLink(link(LinkType.ARTICLE, '../x?y'), HOST).href).toBe('/help/content/..%2Fx%3Fy');
    expect(resolveNavLink(link(LinkType.ANNOUNCE, 'a&b'), HOST).href).toBe('/artical-detail?id=a%26b&flag=announceFromIndex');
  });

  it('any other link type goes home', () => {
    expect(resolveNavLink(link(99, 'x'), HOST)).toEqual({ kind: 'internal', href: '/' });
    expect(resolveNavLink(link(0, null), HOST)).toEqual({ kind: 'internal', href: '/' });
  });
});

describe('resolveNavLink: external links', () => {
  it('a same-site absolute link becomes path plus query, whatever the scheme and port', () => {
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'https://blue.localhost/help/faq-list?x=1'), HOST)).toEqual({
      kind: 'internal',
      href: '/help/faq-list?x=1',
    });
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'http://BLUE.localhost:3105/tranship'), HOST)).toEqual({
      kind: 'internal',
      href: '/tranship',
    });
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'http://blue.localhost'), 'blue.localhost:3105')).toEqual({
      kind: 'internal',
      href: '/',
    });
  });

  it('drops a locale prefix of a same-site link (the Link adds the current one)', () => {
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'https://blue.localhost/en/help'), HOST).href).toBe('/help');
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'https://blue.localhost/en'), HOST).href).toBe('/');
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'https://blue.localhost/english'), HOST).href).toBe('/english');
  });

  // Where an external-link value leads: [case, value, target, resolved].
  it.each([
    ['a site-relative path is routed internally', '/shipping-fee?a=b#c', undefined, { kind: 'internal', href: '/shipping-fee?a=b#c' }],
    [
      'another host, target Self: same tab',
      'https://example.com/a?b=1',
      LinkTarget.Self,
      { kind: 'external', href: 'https://example.com/a?b=1', newTab: false },
    ],
    ['another host, target Blank: new tab', 'https://example.com/', LinkTarget.Blank, { kind: 'external', href: 'https://example.com/', newTab: true }],
    ['no scheme: https is added', 'www.example.com/x', undefined, { kind: 'external', href: 'https://www.example.com/x', newTab: false }],
    ['protocol-relative: https is added', '//example.com/y', LinkTarget.Blank, { kind: 'external', href: 'https://example.com/y', newTab: true }],
    ['protocol-relative to this host: internal', '//blue.localhost/y', undefined, { kind: 'internal', href: '/y' }],
  ] as const)('%s', (_case, value, target, resolved) => {
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, value, target), HOST)).toEqual(resolved);
  });

  it('a sub-domain or a look-alike host is not the same site', () => {
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'https://x.blue.localhost/'), HOST).kind).toBe('external');
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'https://blue.localhost.evil.com/'), HOST).kind).toBe('external');
  });

  it('never produces a script or data URL; empty or broken values go home', () => {
    for (const value of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', '', null]) {
      expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, value), HOST)).toEqual({ kind: 'internal', href: '/' });
    }
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'http://exa mple.com'), HOST)).toEqual({
      kind: 'internal',
      href: '/',
    });
  });
});

describe('resolveNavLink: the redirect rule (lib/site/safe-redirect.ts)', () => {
  it.each(HOSTILE_REDIRECTS.map((value) => [value]))('%j never resolves to an internal "//" or "/\\" href', (value) => {
    for (const host of [HOST, 'localhost']) {
      const resolved = resolveNavLink(link(LinkType.EXTERNAL_LINK, value), host);
      if (resolved.kind === 'internal') {
        expect(resolved.href.startsWith('/'), JSON.stringify(value)).toBe(true);
        expect(/^\/[/\\]/.test(resolved.href), JSON.stringify(value)).toBe(false);
        expect(new URL(resolved.href, `http://${host}/`).host, JSON.stringify(value)).toBe(host);
      } else {
        // Only http(s) links to other hosts stay external (a configured link, never this host).
        expect(resolved.href, JSON.stringify(value)).toMatch(/^https?:\/\//);
        expect(new URL(resolved.href).hostname).not.toBe(host);
      }
    }
  });

  it.each([
    ['/.//evil.example', 'localhost'],
    ['/%2e//evil.example', 'localhost'],
    ['http://localhost//evil.example', 'localhost'],
    ['https://blue.localhost/en//evil.example', HOST],
    ['/en/.//evil.example', HOST],
    ['//blue.localhost//evil.example', HOST],
  ])('%j goes home on %s', (value, host) => {
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, value), host)).toEqual({ kind: 'internal', href: '/' });
  });

  it('normalises dot segments of a same-site link', () => {
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, '/help/./x/../faq-list'), HOST).href).toBe('/help/faq-list');
    expect(resolveNavLink(link(LinkType.EXTERNAL_LINK, 'http://blue.localhost/en/./help?x=1'), HOST).href).toBe('/help?x=1');
  });
});
