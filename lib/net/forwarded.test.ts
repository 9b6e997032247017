import { describe, expect, it } from 'vitest';
import { clientAddressFromHeader, deriveForwarded, normalizeHost, parseTrustProxy, sanitizeForwardingHeaders, type ForwardedInput } from './forwarded';

const base: ForwardedInput = {
  socketAddress: '10.0.0.2',
  encrypted: false,
  host: 'shop.example:3000',
  forwardedFor: null,
  forwardedHost: null,
  forwardedProto: null,
  trustedHops: 0,
};

/** The answer from the socket and the own Host header alone: each case names only what differs. */
const own = { address: '10.0.0.2', host: 'shop.example:3000', proto: 'http' };

describe('deriveForwarded', () => {
  it.each<{ what: string; given: Partial<ForwardedInput>; expected: Partial<typeof own> }>([
    { what: 'no proxy, nothing sent', given: {}, expected: {} },
    {
      what: 'no proxy trusted: client-sent headers are ignored',
      given: { forwardedFor: '1.2.3.4', forwardedHost: 'x//127.0.0.1:3399/secret.txt#', forwardedProto: 'https' },
      expected: {},
    },
    { what: 'TLS socket', given: { encrypted: true }, expected: { proto: 'https' } },
    { what: 'IPv4-mapped socket', given: { socketAddress: '::ffff:127.0.0.1' }, expected: { address: '127.0.0.1' } },
    {
      what: 'one hop: the proxy appended the client',
      given: { trustedHops: 1, forwardedFor: '203.0.113.7', forwardedHost: 'blue.example', forwardedProto: 'https' },
      expected: { address: '203.0.113.7', host: 'blue.example', proto: 'https' },
    },
    {
      what: 'one hop: a client-sent entry left of the proxy’s is not believed',
      given: {
        trustedHops: 1,
        forwardedFor: '6.6.6.6, 203.0.113.7',
        forwardedHost: 'evil.example, blue.example',
        forwardedProto: 'http, https',
      },
      expected: { address: '203.0.113.7', host: 'blue.example', proto: 'https' },
    },
    { what: 'two hops', given: { trustedHops: 2, forwardedFor: '6.6.6.6, 203.0.113.7, 10.0.0.1' }, expected: { address: '203.0.113.7' } },
    {
      what: 'more hops trusted than present: the leftmost entry',
      given: { trustedHops: 3, forwardedFor: '203.0.113.7' },
      expected: { address: '203.0.113.7' },
    },
    { what: 'one hop, no header: the socket', given: { trustedHops: 1 }, expected: {} },
    {
      what: 'one hop, garbage values: the socket and own host',
      given: { trustedHops: 1, forwardedFor: 'not-an-ip', forwardedHost: 'a/b@c', forwardedProto: 'gopher' },
      expected: {},
    },
    {
      what: 'bracketed IPv6 with port',
      given: { trustedHops: 1, forwardedFor: '[2001:db8::1]:4711' },
      expected: { address: '2001:db8::1' },
    },
    { what: 'an invalid Host header', given: { host: 'x//127.0.0.1:3399/secret.txt#' }, expected: { host: 'localhost' } },
  ])('$what', ({ given, expected }) => {
    expect(deriveForwarded({ ...base, ...given })).toEqual({ ...own, ...expected });
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
