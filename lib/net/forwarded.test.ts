import { describe, expect, it } from 'vitest';
import {
  clientAddressFromHeader,
  deriveForwarded,
  normalizeHost,
  parseTrustProxy,
  sanitizeForwardingHeaders,
  type ForwardedInput,
} from './forwarded';

const base: ForwardedInput = {
  socketAddress: '10.0.0.2',
  encrypted: false,
  host: 'shop.example:3000',
  forwardedFor: null,
  forwardedHost: null,
  forwardedProto: null,
  trustedHops: 0,
};

describe('deriveForwarded', () => {
  it.each([
    // [what, input overrides, address, host, proto]
    ['no proxy, nothing sent', {}, '10.0.0.2', 'shop.example:3000', 'http'],
    [
      'no proxy trusted: client-sent headers are ignored',
      { forwardedFor: '1.2.3.4', forwardedHost: 'x//127.0.0.1:3399/secret.txt#', forwardedProto: 'https' },
      '10.0.0.2',
      'shop.example:3000',
      'http',
    ],
    ['TLS socket', { encrypted: true }, '10.0.0.2', 'shop.example:3000', 'https'],
    ['IPv4-mapped socket', { socketAddress: '::ffff:127.0.0.1' }, '127.0.0.1', 'shop.example:3000', 'http'],
    [
      'one hop: the proxy appended the client',
      { trustedHops: 1, forwardedFor: '203.0.113.7', forwardedHost: 'blue.example', forwardedProto: 'https' },
      '203.0.113.7',
      'blue.example',
      'https',
    ],
    [
      'one hop: a client-sent entry left of the proxy’s is not believed',
      { trustedHops: 1, forwardedFor: '6.6.6.6, 203.0.113.7', forwardedHost: 'evil.example, blue.example', forwardedProto: 'http, https' },
      '203.0.113.7',
      'blue.example',
      'https',
    ],
    [
      'two hops',
      { trustedHops: 2, forwardedFor: '6.6.6.6, 203.0.113.7, 10.0.0.1' },
      '203.0.113.7',
      'shop.example:3000',
      'http',
    ],
    [
      'more hops trusted than present: the leftmost entry',
      { trustedHops: 3, forwardedFor: '203.0.113.7' },
      '203.0.113.7',
      'shop.example:3000',
      'http',
    ],
    ['one hop, no header: the socket', { trustedHops: 1 }, '10.0.0.2', 'shop.example:3000', 'http'],
    [
      'one hop, garbage values: the socket and own host',
      { trustedHops: 1, forwardedFor: 'not-an-ip', forwardedHost: 'a/b@c', forwardedProto: 'gopher' },
      '10.0.0.2',
      'shop.example:3000',
      'http',
    ],
    [
      'bracketed IPv6 with port',
      { trustedHops: 1, forwardedFor: '[2001:db8::1]:4711' },
      '2001:db8::1',
      'shop.example:3000',
      'http',
    ],
    ['an invalid Host header', { host: 'x//127.0.0.1:3399/secret.txt#' }, '10.0.0.2', 'localhost', 'http'],
  ] as const)('%s', (_what, overrides, address, host, proto) => {
    expect(deriveForwarded({ ...base, ...overrides })).toEqual({ address, host, proto });
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['true', 1],
    ['false', 0],
    ['-1', 0],
    ['loopback', 0],
    ['9999', 16],
  ])('%s → %i', (value, hops) => {
    expect(parseTrustProxy(value)).toBe(hops);
  });
});

describe('normalizeHost', () => {
  it.each([
    ['Blue.Localhost:3000', 'blue.localhost:3000'],
    ['localhost.', 'localhost'],
    ['127.0.0.1:80', '127.0.0.1:80'],
    ['[::1]:3000', '[::1]:3000'],
    ['x//127.0.0.1:3399/secret.txt#', null],
    ['a@b', null],
    ['host:99999', null],
    ['', null],
  ])('%s → %s', (value, host) => {
    expect(normalizeHost(value)).toBe(host);
  });
});

describe('clientAddressFromHeader', () => {
  it('takes the entry written by the nearest hop, never the client-chosen first one', () => {
    expect(clientAddressFromHeader('9.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressFromHeader('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressFromHeader(undefined)).toBe('local');
    expect(clientAddressFromHeader('junk')).toBe('local');
  });
});

describe('sanitizeForwardingHeaders', () => {
  it('replaces client-sent forwarding headers with the derived values', () => {
    const headers: Record<string, string | undefined> = {
      host: 'shop.example',
      forwarded: 'for=1.2.3.4',
      'x-real-ip': '1.2.3.4',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-host': 'evil.example',
    };
    sanitizeForwardingHeaders(headers, { address: '10.0.0.2', host: 'shop.example', proto: 'http' });
    expect(headers).toEqual({
      host: 'shop.example',
      'x-forwarded-for': '10.0.0.2',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'http',
    });
  });
});
