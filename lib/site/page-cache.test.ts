// @vitest-environment node
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@/lib/contract/constants';
import { createPageCache } from './page-cache';
import { SITE_KEY_HEADER } from './site-key';

/** What a ServerResponse does that the cache and "Next" below use. */
class FakeResponse extends EventEmitter {
  statusCode = 200;
  sent: { status: number; headers: Record<string, unknown>; body: string } | null = null;
  private readonly headers: Record<string, unknown> = {};
  private readonly parts: Buffer[] = [];
  setHeader(name: string, value: unknown) {
    this.headers[name.toLowerCase()] = value;
  }
  getHeaders() {
    return { ...this.headers };
  }
  writeHead(status: number, headers?: Record<string, unknown>) {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers ?? {})) this.setHeader(name, value);
    return this;
  }
  write(chunk: string | Buffer) {
    this.parts.push(Buffer.from(chunk));
    return true;
  }
  end(chunk?: string | Buffer) {
    if (chunk) this.parts.push(Buffer.from(chunk));
    this.sent = { status: this.statusCode, headers: this.getHeaders(), body: Buffer.concat(this.parts).toString() };
    this.emit('finish');
    return this;
  }
}

const PAGE_HEADERS = {
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'content-type': 'text/html; charset=utf-8',
  vary: 'rsc, Accept-Encoding',
};

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { method, url, headers: { host: 'localhost', [SITE_KEY_HEADER]: 'default-site', ...headers } } as unknown as IncomingMessage;
}

/** Sends the request through the cache; on a miss "Next" answers with `answer`. Returns what the client got and whether Next ran. */
function visit(cache: ReturnType<typeof createPageCache>, req: IncomingMessage, answer: (res: FakeResponse) => void = (res) => sendPage(res, 'page v1')) {
  const res = new FakeResponse();
  const served = cache.serveOrCapture(req, res as unknown as ServerResponse);
  if (!served) answer(res);
  return { fromCache: served, ...res.sent! };
}

function sendPage(res: FakeResponse, body: string, headers: Record<string, string> = PAGE_HEADERS) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('transfer-encoding', 'chunked');
  res.write(body.slice(0, 3));
  res.end(body.slice(3));
}

describe('createPageCache', () => {
  it('answers a shared-cacheable page again for ttlMs, byte for byte with its headers, then asks Next again', () => {
    let time = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => time });
    expect(visit(cache, request('/')).fromCache).toBe(false);
    time = 999;
    const again = visit(cache, request('/'), () => {
      throw new Error('Next should not run');
    });
    expect(again).toMatchObject({ fromCache: true, status: 200, body: 'page v1' });
    expect(again.headers).toMatchObject({
      'cache-control': PAGE_HEADERS['cache-control'],
      'content-type': PAGE_HEADERS['content-type'],
      'content-length': '7',
    });
    expect(again.headers['transfer-encoding']).toBeUndefined();
    time = 1000;
    expect(visit(cache, request('/'), (res) => sendPage(res, 'page v2'))).toMatchObject({ fromCache: false, body: 'page v2' });
    expect(visit(cache, request('/'))).toMatchObject({ fromCache: true, body: 'page v2' });
  });

  it('keeps apart what Next answers differently: site, URL, encoding, RSC requests and the language cookie', () => {
    const cache = createPageCache();
    visit(cache, request('/'));
    for (const req of [
      request('/', { [SITE_KEY_HEADER]: 'blue.localhost' }),
      request('/?page=2'),
      request('/', { 'accept-encoding': 'gzip' }),
      request('/', { rsc: '1' }),
      request('/', { 'next-router-prefetch': '1' }),
      request('/', { cookie: `other=1; ${LANGUAGE_COOKIE}=en` }),
    ]) {
      expect(visit(cache, req, (res) => sendPage(res, 'other')).fromCache).toBe(false);
    }
    expect(visit(cache, request('/', { cookie: 'session=abc' })).fromCache).toBe(true);
    expect(visit(cache, request('/', {}, 'HEAD'))).toMatchObject({ fromCache: true, body: '' });
  });

  it('never keeps what a shared cache must not: personal, uncached, failed or cookie-setting answers', () => {
    const cache = createPageCache();
    const answers: Record<string, (res: FakeResponse) => void> = {
      '/user/a': (res) => sendPage(res, 'mine', { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }),
      '/b': (res) => sendPage(res, 'x', { 'cache-control': 's-maxage=60, private' }),
      '/c': (res) => sendPage(res, 'x', { 'cache-control': 'no-store' }),
      '/d': (res) => sendPage(res, 'x', { 'cache-control': 's-maxage=60', 'set-cookie': 'a=1' }),
      '/e': (res) => {
        res.writeHead(307, { location: '/en', 'cache-control': 's-maxage=60' });
        res.end();
      },
      '/f': (res) => {
        res.statusCode = 500;
        sendPage(res, 'error');
      },
    };
    for (const [url, answer] of Object.entries(answers)) {
      visit(cache, request(url), answer);
      expect(visit(cache, request(url), answer).fromCache, url).toBe(false);
    }
    visit(cache, request('/api/x'));
    expect(visit(cache, request('/api/x')).fromCache).toBe(false);
    visit(cache, request('/g', { range: 'bytes=0-1' }));
    expect(visit(cache, request('/g', { range: 'bytes=0-1' })).fromCache).toBe(false);
    visit(cache, request('/h', {}, 'POST'));
    expect(visit(cache, request('/h', {}, 'POST')).fromCache).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('keeps an answer whose headers were given to writeHead', () => {
    const cache = createPageCache();
    visit(cache, request('/'), (res) => {
      res.writeHead(200, PAGE_HEADERS);
      res.end('whole');
    });
    expect(visit(cache, request('/'))).toMatchObject({ fromCache: true, body: 'whole', headers: { vary: PAGE_HEADERS.vary } });
  });

  it('never answers a request with the request id of the one that filled the entry', () => {
    const cache = createPageCache({ ttlMs: 1000, now: () => 0 });
    visit(cache, request('/'), (res) => {
      res.setHeader('x-request-id', 'first-request');
      sendPage(res, 'page v1');
    });
    const res = new FakeResponse();
    res.setHeader('x-request-id', 'second-request');
    expect(cache.serveOrCapture(request('/'), res as unknown as ServerResponse)).toBe(true);
    expect(res.sent?.headers['x-request-id']).toBe('second-request');
  });

  it('stays bounded whatever URLs clients invent, dropping the oldest first', () => {
    const cache = createPageCache();
    for (let index = 0; index < 600; index++) visit(cache, request(`/?x=${index}`));
    expect(cache.size).toBe(500);
    expect(visit(cache, request('/?x=0')).fromCache).toBe(false);
    expect(visit(cache, request('/?x=599')).fromCache).toBe(true);
  });

  it('does nothing when turned off', () => {
    const cache = createPageCache({ ttlMs: 0 });
    visit(cache, request('/'));
    expect(visit(cache, request('/')).fromCache).toBe(false);
    expect(cache.size).toBe(0);
  });
});
