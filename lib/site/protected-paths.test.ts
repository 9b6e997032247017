// @vitest-environment node
import { NextRequest } from 'next/server';
import { getRedirectUrl, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { ORIGINAL_PATH_HEADER, SESSION_COOKIE } from '@/lib/contract/constants';
import { config, proxy } from '@/proxy';

// SPEC route guard 1 for the user area and the money records under /details (proxy.ts).
const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('the sign-in rule of proxy.ts', () => {
  it('covers /user/… and /details (with its sub-pages), in both languages', () => {
    for (const path of [
      '/user/my-wallet',
      '/en/user/account-change-record',
      '/details',
      '/details/transaction-record',
      '/details/transaction-record?id=TRAN1',
      '/en/details',
      '/en/details/fund-account-log',
    ]) {
      expect(matches(`http://shop.test${path}`), path).toBe(true);
    }
  });

  it('leaves public pages alone', () => {
    for (const path of ['/', '/en', '/user', '/help', '/detailsx', '/en/help/faq-list', '/transportation-detail', '/api/u/fund-management/wallet']) {
      expect(matches(`http://shop.test${path}`), path).toBe(false);
    }
  });

  it('sends a visitor without a session to /login with the full original path', () => {
    const response = proxy(new NextRequest('http://shop.test/details/transaction-record?id=TRAN1&page=2'));
    const target = new URL(getRedirectUrl(response)!);
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirect')).toBe('/details/transaction-record?id=TRAN1&page=2');
  });

  it('uses the English sign-in page under /en', () => {
    const target = new URL(getRedirectUrl(proxy(new NextRequest('http://shop.test/en/details')))!);
    expect(target.pathname).toBe('/en/login');
    expect(target.searchParams.get('redirect')).toBe('/en/details');
  });

  it('lets a session through, telling the page its original path', () => {
    const request = new NextRequest('http://shop.test/details/fund-account-log?from=2026-01-01');
    request.cookies.set(SESSION_COOKIE, 'abc');
    const response = proxy(request);
    expect(getRedirectUrl(response)).toBeNull();
    expect(response.headers.get(`x-middleware-request-${ORIGINAL_PATH_HEADER}`)).toBe('/details/fund-account-log?from=2026-01-01');
  });
});
