import { describe, expect, it } from 'vitest';
import { isCanonicalPath, rawPathOf } from './canonical-path';

describe('isCanonicalPath', () => {
  it.each([
    '/',
    '/api/passport-management/login',
    '/api/u/order/transhipmentOrder/3fa85f64-5717-4562-b3fc-2c963f66afa6',
    '/api/f/content/%E4%B8%AD',
    '/api/x/a%20b',
    '/api/x/',
    '/api/f/article/%256C',
  ])('accepts %s', (path) => {
    expect(isCanonicalPath(path)).toBe(true);
  });

  it.each([
    '/api/passport-management/%6Cogin',
    '/api/%70assport-management/login',
    '/api/passport-management/login-by-pre-auth-cod%65',
    '/api/passport-management/%2e%2e/x',
    '/api/a/../passport-management/login',
    '/api/./passport-management/login',
    '/api//passport-management/login',
    '/api/passport-management\\login',
    '/api/a%2Fb',
    '/api/a%5cb',
    '/api/a%00',
    'api/x',
    '/api/a b',
  ])('refuses %s', (path) => {
    expect(isCanonicalPath(path)).toBe(false);
  });
});

describe('rawPathOf', () => {
  it('cuts origin, query and fragment', () => {
    expect(rawPathOf('http://localhost:3000/api/%6Cogin?x=1#y')).toBe('/api/%6Cogin');
    expect(rawPathOf('http://localhost:3000')).toBe('');
    expect(rawPathOf('/api/x?y')).toBe('/api/x');
  });
});
