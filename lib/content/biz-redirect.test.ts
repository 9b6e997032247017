import { describe, expect, it } from 'vitest';
import { HOSTILE_BIZ_VALUES, HOSTILE_REDIRECTS } from '../../tests/fixtures/hostile-redirects';
import { bizRedirectTarget, flattenLinks, readBizLink } from './biz-redirect';

const HOST = 'blue.localhost';
const nav: Parameters<typeof flattenLinks>[0] = [
  {
    linkType: 10,
    linkSourceValue: 'HOME',
    extenalUrlTarget: 1,
    children: [{ linkType: 20, linkSourceValue: 'https://partner.example/x', extenalUrlTarget: 2, children: [] }],
  },
];

describe('biz-redirect', () => {
  it('reads the query', () => {
    expect(readBizLink({ linkType: '40', value: 'A1' })).toEqual({ linkType: 40, linkSourceValue: 'A1', extenalUrlTarget: 1 });
    expect(readBizLink({ linkType: 'x' })).toBeNull();
    expect(readBizLink({})).toBeNull();
  });

  it('resolves internal links', () => {
    expect(bizRedirectTarget(readBizLink({ linkType: '10', value: 'SHIPPING_FEE_CALCULATION' }), HOST, [])).toEqual({
      kind: 'internal',
      href: '/shipping-fee',
    });
    expect(bizRedirectTarget(readBizLink({ linkType: '50', value: 'AN1' }), HOST, [])).toEqual({
      kind: 'internal',
      href: '/artical-detail?id=AN1&flag=announceFromIndex',
    });
    expect(bizRedirectTarget(readBizLink({ linkType: '20', value: 'http://blue.localhost/help?x=1' }), HOST, [])).toEqual({
      kind: 'internal',
      href: '/help?x=1',
    });
  });

  it('allows only configured external links', () => {
    const configured = flattenLinks(nav);
    expect(bizRedirectTarget(readBizLink({ linkType: '20', value: 'https://partner.example/x', target: '2' }), HOST, configured)).toEqual({
      kind: 'external',
      href: 'https://partner.example/x',
      newTab: true,
    });
    expect(bizRedirectTarget(readBizLink({ linkType: '20', value: 'https://evil.example/' }), HOST, configured)).toEqual({
      kind: 'internal',
      href: '/',
    });
    expect(bizRedirectTarget(readBizLink({ linkType: '20', value: 'javascript:alert(1)' }), HOST, configured)).toEqual({
      kind: 'internal',
      href: '/',
    });
    expect(bizRedirectTarget(readBizLink({ linkType: '20', value: '//evil.example' }), HOST, configured)).toEqual({
      kind: 'internal',
      href: '/',
    });
  });
});

describe('biz-redirect: hostile values (the redirect rule)', () => {
  it.each(HOSTILE_BIZ_VALUES.map((value) => [value]))('linkType 20 %j goes home on localhost', (value) => {
    expect(bizRedirectTarget(readBizLink({ linkType: '20', value }), 'localhost', [])).toEqual({ kind: 'internal', href: '/' });
  });

  it.each(HOSTILE_REDIRECTS.map((value) => [value]))('linkType 20 %j never gives a "//" or "/\\" Location', (value) => {
    for (const host of ['localhost', HOST]) {
      const configured = flattenLinks(nav);
      const target = bizRedirectTarget(readBizLink({ linkType: '20', value }), host, configured);
      if (target.kind === 'internal') {
        expect(target.href.startsWith('/'), JSON.stringify(value)).toBe(true);
        expect(/^\/[/\\]/.test(target.href), JSON.stringify(value)).toBe(false);
      } else {
        expect(target.href).toBe('https://partner.example/x');
      }
    }
  });
});
