// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticFiles, MAX_CACHED_BYTES } from './static-files';

const CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

let dir: string;
let files: ReturnType<typeof createStaticFiles>;

/** Calls the handler as the site server does; null when it leaves the request to Next. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  let status = 0;
  let answerHeaders: Record<string, string> = {};
  let body: Buffer = Buffer.alloc(0);
  const res = {
    writeHead(code: number, written: Record<string, string>) {
      status = code;
      answerHeaders = written;
      return res;
    },
    end(chunk?: Buffer) {
      if (chunk) body = chunk;
    },
  };
  const served = files.serve({ method, url, headers } as unknown as http.IncomingMessage, res as unknown as http.ServerResponse);
  return served ? { status, headers: answerHeaders, body } : null;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(dir, '.next', 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dir, 'public', 'demo'), { recursive: true });
  writeFileSync(path.join(dir, '.next', 'static', 'chunks', 'app-1a2b.js'), CHUNK);
  writeFileSync(path.join(dir, 'public', 'demo', 'logo red.svg'), SVG);
  writeFileSync(path.join(dir, 'public', 'huge.bin'), Buffer.alloc(MAX_CACHED_BYTES + 1));
  writeFileSync(path.join(dir, 'package.json'), '{"secret":true}');
  files = createStaticFiles({ dir });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('createStaticFiles', () => {
  it('answers a build asset itself: immutable, typed, with the security headers', () => {
    const answer = get('/_next/static/chunks/app-1a2b.js');
    expect(answer?.status).toBe(200);
    expect(answer?.body.toString()).toBe(CHUNK);
    expect(answer?.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(answer?.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer?.headers['content-encoding']).toBeUndefined();
  });

  it('compresses for a client that asks, and not for one that refuses', () => {
    const gzip = get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip?.headers['content-encoding']).toBe('gzip');
    expect(gzip?.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzip!.body).toString()).toBe(CHUNK);
    expect(Number(gzip?.headers['content-length'])).toBe(gzip?.body.length);
    const refused = get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip;q=0' });
    expect(refused?.headers['content-encoding']).toBeUndefined();
    expect(refused?.body.toString()).toBe(CHUNK);
  });

  it('serves brotli once it is ready, to a client that takes it', async () => {
    get('/_next/static/chunks/app-1a2b.js');
    await vi.waitFor(() => expect(get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, br' })?.headers['content-encoding']).toBe('br'));
    const br = get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br!.body).toString()).toBe(CHUNK);
  });

  it('serves public/ files by their decoded path, revalidated on use, and answers 304 to a known ETag', () => {
    const answer = get('/demo/logo%20red.svg');
    expect(answer?.status).toBe(200);
    expect(answer?.body.toString()).toBe(SVG);
    expect(answer?.headers['content-type']).toBe('image/svg+xml');
    expect(answer?.headers['cache-control']).toBe('public, max-age=0');
    const etag = answer!.headers.etag;
    const again = get('/demo/logo%20red.svg?v=2', { 'if-none-match': `W/${etag}` });
    expect(again?.status).toBe(304);
    expect(again?.body.length).toBe(0);
    expect(again?.headers.etag).toBe(etag);
    expect(again?.headers['content-length']).toBeUndefined();
    const head = get('/demo/logo%20red.svg', {}, 'HEAD');
    expect(head?.status).toBe(200);
    expect(head?.body.length).toBe(0);
    expect(head?.headers['content-length']).toBe(String(SVG.length));
  });

  it('leaves everything else to Next: unknown paths, paths out of the folders, other methods, large files, bad escapes', () => {
    for (const url of [
      '/',
      '/_next/static/chunks/other.js',
      '/_next/static/../../package.json',
      '/%2e%2e/package.json',
      '/package.json',
      '/huge.bin',
      '/demo/logo%E0%A4%A.svg',
    ]) {
      expect(get(url), url).toBeNull();
    }
    expect(get('/demo/logo%20red.svg', {}, 'POST')).toBeNull();
  });
});
