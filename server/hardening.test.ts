// Body limits of the backend (413 before reading) and the standalone server's proxy-header trust.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';
import { withTrustedForwarding } from './forwarding.ts';
import { createTestApp, type TestContext } from './test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const LOGIN = 'http://localhost/api/passport-management/login';

describe('request body limits', () => {
  it('answers 413 in the contract shape when Content-Length is over 1 MB, before reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
        if (pulled > 4) controller.close();
      },
    });
    const response = await context.app.fetch(
      new Request(LOGIN, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024), 'accept-language': 'en' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'PayloadTooLarge', message: 'The request is too large.', details: null, validationErrors: null },
    });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('answers 413 while counting a chunked body past 1 MB (Chinese by default)', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent += 1;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const response = await context.app.fetch(
      new Request(LOGIN, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe('请求内容过大');
  });

  it('lets a body under the limit through', async () => {
    const response = await context.app.fetch(
      new Request(LOGIN, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ username: 'demo', password: 'demo1234', userType: 2, padding: 'x'.repeat(900 * 1024) }),
      }),
    );
    expect(response.status).not.toBe(413);
  });

  it('gives the spreadsheet upload 5 MB plus multipart overhead', async () => {
    const response = await context.app.fetch(
      new Request('http://localhost/api/u/ship-for-me/parcel/import-by-excel', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(5 * 1024 * 1024) },
        body: new Uint8Array(5 * 1024 * 1024),
      }),
    );
    expect(response.status).not.toBe(413);
    const over = await context.app.fetch(
      new Request('http://localhost/api/u/ship-for-me/parcel/import-by-excel', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: new Uint8Array(6 * 1024 * 1024),
      }),
    );
    expect(over.status).toBe(413);
  });
});

describe('standalone server: proxy-header trust (withTrustedForwarding)', () => {
  const incoming = () =>
    new Request('http://backend:4000/api/x', {
      headers: {
        host: 'backend:4000',
        'x-forwarded-for': '6.6.6.6, 203.0.113.7',
        'x-forwarded-host': 'blue.localhost:3000',
        'x-forwarded-proto': 'https',
        forwarded: 'for=6.6.6.6',
      },
    });

  it('believes no forwarding header by default', () => {
    const request = withTrustedForwarding(incoming(), { remoteAddress: '::ffff:10.0.0.9' }, 0);
    expect(request.headers.get('x-forwarded-for')).toBe('10.0.0.9');
    expect(request.headers.get('x-forwarded-host')).toBe('backend:4000');
    expect(request.headers.get('x-forwarded-proto')).toBe('http');
    expect(request.headers.get('forwarded')).toBeNull();
  });

  it('believes one hop with TRUST_PROXY=1 (behind the site)', () => {
    const request = withTrustedForwarding(incoming(), { remoteAddress: '10.0.0.9' }, 1);
    expect(request.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(request.headers.get('x-forwarded-host')).toBe('blue.localhost:3000');
    expect(request.headers.get('x-forwarded-proto')).toBe('https');
  });
});

describe('clientAddressOf', () => {
  it('keys on the entry the nearest hop wrote, so a client-chosen first entry changes nothing', () => {
    const contextFor = (forwardedFor: string) => ({ req: { header: (name: string) => (name === 'x-forwarded-for' ? forwardedFor : undefined) } }) as never;
    expect(clientAddressOf(contextFor('1.1.1.1, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddressOf(contextFor('2.2.2.2, 203.0.113.7'))).toBe('203.0.113.7');
  });
});
