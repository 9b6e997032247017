// A one-second memory of the public pages Next answers from its page cache (ISR), kept by the site server
// (scripts/site-server.mjs) in front of Next: the "microcache" a reverse proxy would keep. Under load the
// same page is asked for many times a second; each time Next ran its router, rewrites and header rules,
// read its cache and gzipped the page again (issue 25: home ≥ 0.8 × a bare Next page's rate). Here the
// bytes Next sent are answered again for at most ttlMs, so a page is at most that much staler than Next's
// own revalidation makes it.
//
// Only what a shared cache may keep is kept: a complete 200 answer to a GET whose Cache-Control carries
// s-maxage and none of private/no-store/no-cache, without Set-Cookie. Such pages are the same for every
// visitor of a site (their layouts never read cookies or headers). The key holds everything Next's answer
// depends on: the site key the site server set, the URL, the headers its Vary names (Accept-Encoding
// among them: Next gzips), and the language cookie, which decides the redirect rules.
// Relative imports only: plain Node loads this file.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LANGUAGE_COOKIE } from '../contract/constants.ts';
import { SITE_KEY_HEADER } from './site-key.ts';

export const PAGE_CACHE_TTL_MS = 1000;
/** Bounds of the memory, whatever URLs clients invent: the oldest answers go first. */
const MAX_ENTRIES = 500;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_BODY_BYTES = 1024 * 1024;
/** The request headers Next's page answers name in Vary (besides Accept-Encoding). */
const VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
/** Not kept: the connection's, and the request id of the request that filled the entry (each answer has its own). */
const HOP_HEADERS = new Set(['transfer-encoding', 'connection', 'keep-alive', 'date', 'content-length', 'x-request-id']);

interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  expiresAt: number;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : (value ?? ''));

function cookieValue(header: string | string[] | undefined, name: string): string {
  for (const part of one(header).split(';')) {
    const [key, ...value] = part.split('=');
    if (key.trim() === name) return value.join('=').trim();
  }
  return '';
}

function keyOf(req: IncomingMessage): string | null {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range || req.url?.startsWith('/api/')) return null;
  const parts = [
    one(req.headers[SITE_KEY_HEADER]),
    req.url ?? '',
    one(req.headers['accept-encoding']).replace(/\s+/g, '').toLowerCase(),
    cookieValue(req.headers.cookie, LANGUAGE_COOKIE),
  ];
  for (const name of VARY_HEADERS) parts.push(one(req.headers[name]));
  return parts.join('\n');
}

function sharedCacheable(status: number, headers: Record<string, string | string[]>): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const cacheControl = one(headers['cache-control']).toLowerCase();
  return /\bs-maxage=\d+/.test(cacheControl) && !/\b(?:private|no-store|no-cache)\b/.test(cacheControl);
}

export interface PageCache {
  /** Answers from memory and returns true, or returns false and watches Next's answer to keep it. */
  serveOrCapture(req: IncomingMessage, res: ServerResponse): boolean;
  readonly size: number;
}

export function createPageCache({ ttlMs = PAGE_CACHE_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {}): PageCache {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.body.length;
  }

  function store(key: string, entry: Entry) {
    remove(key);
    const time = now();
    for (const [old, value] of entries) if (value.expiresAt <= time) remove(old);
    while (entries.size > 0 && (entries.size >= MAX_ENTRIES || totalBytes + entry.body.length > MAX_TOTAL_BYTES)) {
      remove(entries.keys().next().value as string);
    }
    entries.set(key, entry);
    totalBytes += entry.body.length;
  }

  function capture(key: string, res: ServerResponse) {
    const chunks: Buffer[] = [];
    let size = 0;
    let explicit: Record<string, string | string[]> = {};
    const record = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= MAX_BODY_BYTES) chunks.push(buffer);
    };
    const { writeHead, write, end } = res;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const headers = args.find((arg) => arg !== null && typeof arg === 'object' && !Array.isArray(arg));
      if (headers) explicit = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
      return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (write as (...all: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      record(chunk, rest[0]);
      return (end as (...all: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    res.once('finish', () => {
      if (size > MAX_BODY_BYTES) return;
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries({ ...res.getHeaders(), ...explicit })) {
        if (value !== undefined && !HOP_HEADERS.has(name)) headers[name] = typeof value === 'number' ? String(value) : (value as string | string[]);
      }
      if (!sharedCacheable(res.statusCode, headers)) return;
      const body = Buffer.concat(chunks);
      headers['content-length'] = String(body.length);
      store(key, { status: res.statusCode, headers, body, expiresAt: now() + ttlMs });
    });
  }

  return {
    get size() {
      return entries.size;
    },
    serveOrCapture(req, res) {
      if (ttlMs <= 0) return false;
      const key = keyOf(req);
      if (key === null) return false;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) {
        res.writeHead(entry.status, entry.headers);
        res.end(req.method === 'HEAD' ? undefined : entry.body);
        return true;
      }
      if (entry) remove(key);
      if (req.method === 'GET') capture(key, res);
      return false;
    },
  };
}
