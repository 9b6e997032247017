import { describe, expect, it } from 'vitest';
import { HOSTILE_REDIRECTS, LEGITIMATE_REDIRECTS } from '@/tests/fixtures/hostile-redirects';
import { safeRedirectPath, sameHost, sameSitePath } from './safe-redirect';

const ORIGIN = 'http://localhost';
const HOST = 'localhost';

/** Where a browser lands when it follows `location` (a Location header or an href) from a page of ORIGIN. */
function landing(location: string): URL {
  return new URL(location, `${ORIGIN}/login`);
}

/** What a browser would do with the result: same origin, and never a "//" or "/\" start. */
function expectSameSite(result: string, value: string) {
  const label = JSON.stringify(value);
  expect(result.startsWith('/'), label).toBe(true);
  expect(/^[/\\]{2}/.test(result), label).toBe(false);
  expect(/^\/[/\\]/.test(result), label).toBe(false);
  expect(/[\u0000-\u001f\u007f\\]/.test(result), label).toBe(false);
  expect(landing(result).origin, label).toBe(ORIGIN);
  // And once decoded (a proxy or a trailing-slash redirect may decode the path once).
  expect(/^[/\\]{2}/.test(decodeURIComponent(result)), label).toBe(false);
}

describe('sameSitePath: hostile values', () => {
  it(`has at least 40 hostile values (${HOSTILE_REDIRECTS.length})`, () => {
    expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(40);
  });

  describe.each([
    ['without a host', undefined],
    ['with the host', HOST],
    ['with host and port', `${HOST}:3100`],
  ])('%s', (_, host) => {
    it.each(HOSTILE_REDIRECTS.map((value) => [value]))('%j is refused or stays a same-site path', (value) => {
      const result = sameSitePath(value, host);
      if (result !== null) expectSameSite(result, value);
      expectSameSite(safeRedirectPath(value, '/en'), value);
    });
  });

  // The values reproduced on /biz-redirect (Location: //evil.example) and their relatives.
  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/.%5C/evil.example',
    '//evil.example',
    '/\\evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\u2028/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
  ])('refuses %j outright', (value) => {
    expect(sameSitePath(value, HOST)).toBeNull();
    expect(safeRedirectPath(value, '/en')).toBe('/en');
  });

  it.each(['http://localhost//evil.example', 'https://localhost/.//evil.example', 'http://localhost/%2F/evil.example', 'http://user@localhost/'])(
    'refuses the same-host absolute URL %j',
    (value) => {
      expect(sameSitePath(value, HOST)).toBeNull();
    },
  );

  it('refuses absolute URLs of other hosts, and every absolute URL without a host', () => {
    expect(sameSitePath('https://evil.example/x', HOST)).toBeNull();
    expect(sameSitePath('https://localhost.evil.example/x', HOST)).toBeNull();
    expect(sameSitePath('https://localhost@evil.example/x', HOST)).toBeNull();
    expect(sameSitePath('http://localhost/help')).toBeNull();
  });
});

describe('sameSitePath: legitimate values', () => {
  it.each(LEGITIMATE_REDIRECTS.map(([value, expected]) => [value, expected]))('keeps %j as %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
    expect(sameSitePath(value, HOST)).toBe(expected);
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it('turns absolute URLs of this host into path plus query, whatever the scheme, port and case', () => {
    expect(sameSitePath('https://localhost/help/faq-list?x=1', HOST)).toBe('/help/faq-list?x=1');
    expect(sameSitePath('http://LOCALHOST:3105/tranship#a', `${HOST}:3100`)).toBe('/tranship#a');
    expect(sameSitePath('http://localhost', HOST)).toBe('/');
    expect(sameSitePath('http://blue.localhost./x', 'blue.localhost')).toBe('/x');
  });

  it('falls back for missing, non-string and overlong values', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined, '/en')).toBe('/en');
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBe('/');
    expect(safeRedirectPath('/search?q=50%off')).toBe('/');
  });
});

describe('sameHost', () => {
  it.each([
    ['localhost', 'localhost:3100', true],
    ['BLUE.localhost', 'blue.localhost', true],
    ['[::1]', '[::1]:3000', true],
    ['evil.example', 'localhost', false],
    ['localhost', '', false],
  ])('%j vs %j: %s', (hostname, current, expected) => {
    expect(sameHost(hostname, current)).toBe(expected);
  });
});
