import { describe, expect, it } from 'vitest';
import { HOSTILE_REDIRECTS } from '@/tests/fixtures/hostile-redirects';
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'http://site.test';

/** Where a browser would land when it follows `path` from a page of ORIGIN. */
function landing(path: string): string {
  return new URL(path, `${ORIGIN}/login`).origin;
}

describe('safeRedirectPath', () => {
  it(`sends ${HOSTILE_REDIRECTS.length} hostile values home or keeps them on this origin`, () => {
    expect(HOSTILE_REDIRECTS.length).toBeGreaterThanOrEqual(30);
    for (const value of HOSTILE_REDIRECTS) {
      const result = safeRedirectPath(value, '/');
      expect(landing(result), JSON.stringify(value)).toBe(ORIGIN);
      expect(result.startsWith('/'), JSON.stringify(value)).toBe(true);
      expect(/^\/[/\\]/.test(result), JSON.stringify(value)).toBe(false);
    }
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '/%5Cevil.example', '/%09/evil.example'])(
    'refuses %j outright',
    (value) => {
      expect(safeRedirectPath(value, '/en')).toBe('/en');
    },
  );

  it.each(['/user/user-center', '/en/user/member-address?tab=1', '/help/content/12#top', '/user/wareHouse-address', '/search?q=%E4%B8%AD'])(
    'keeps the same-site path %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe(value);
    },
  );

  it('falls back for missing, non-string and overlong values', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined, '/en')).toBe('/en');
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});
