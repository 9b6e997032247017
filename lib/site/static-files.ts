// The files the site server (scripts/site-server.mjs) answers itself, before a request reaches Next: the
// build's hashed assets (/_next/static/…) and the files of public/. Next would serve the same bytes, but
// only after its router, rewrites, header rules and per-request compression; here each file is read,
// compressed and given its headers once, then answered from memory (issue 25: the static rate ≥ 0.9 × a
// bare Next app's). Only files that exist when the server starts are served, so a path can never reach
// outside the two folders; anything else (and any file over MAX_CACHED_BYTES) goes on to Next.
// Relative imports only: plain Node loads this file.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import { securityHeaders } from './security-headers.ts';

/** Larger files are left to Next (range requests, streaming). */
export const MAX_CACHED_BYTES = 2 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files of public/ keep their names across deployments: revalidated on every use, as Next does. */
const REVALIDATE = 'public, max-age=0';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.map', '.json', '.txt', '.html', '.svg', '.ico', '.ttf', '.webmanifest', '.xml', '.wasm']);
/** Compressing saves less than this: sent as it is. */
const MIN_COMPRESS_BYTES = 256;

interface Encoded {
  body: Buffer;
  headers: Record<string, string>;
}

interface Entry {
  file: string;
  cacheControl: string;
  /** Filled on first use; brotli (slow at its best quality) a moment later, off the event loop. */
  encodings?: { identity: Encoded; gzip?: Encoded; br?: Encoded; etag: string; notModified: Record<string, string> };
}

function walk(dir: string, onFile: (relative: string) => void, prefix = ''): void {
  let names: import('node:fs').Dirent[];
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of names) {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) walk(path.join(dir, entry.name), onFile, relative);
    else if (entry.isFile()) onFile(relative);
  }
}

function encode(entry: Entry, development: boolean): NonNullable<Entry['encodings']> {
  const body = readFileSync(entry.file);
  const extension = path.extname(entry.file).toLowerCase();
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const compressible = COMPRESSIBLE.has(extension) && body.length >= MIN_COMPRESS_BYTES;
  const notModified: Record<string, string> = { 'cache-control': entry.cacheControl, etag };
  if (compressible) notModified.vary = 'Accept-Encoding';
  for (const { key, value } of securityHeaders(development)) notModified[key.toLowerCase()] = value;
  const variant = (encoded: Buffer, encoding?: string): Encoded => ({
    body: encoded,
    headers: {
      ...notModified,
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'content-length': String(encoded.length),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  });
  const encodings: NonNullable<Entry['encodings']> = { identity: variant(body), etag, notModified };
  if (!compressible) return encodings;
  const gzip = gzipSync(body, { level: 9 });
  if (gzip.length < body.length) encodings.gzip = variant(gzip, 'gzip');
  const brotliParams = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
  brotliCompress(body, { params: brotliParams }, (error, br) => {
    if (!error && br.length < (encodings.gzip?.body.length ?? body.length)) encodings.br = variant(br, 'br');
  });
  return encodings;
}

/** Which encodings the client takes (q=0 refuses one). */
function accepts(header: string | string[] | undefined, encoding: string): boolean {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

export interface StaticFiles {
  /** Answers the request and returns true, or returns false (and writes nothing) for Next to answer. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many files it knows. */
  readonly size: number;
}

/**
 * The static files of the build in `dir` (`.next/static` → /_next/static/…, `public/` → /…), indexed
 * now: a build's files do not change while its server runs.
 */
export function createStaticFiles({ dir, development = false }: { dir: string; development?: boolean }): StaticFiles {
  const files = new Map<string, Entry>();
  walk(path.join(dir, '.next', 'static'), (relative) => {
    files.set(`/_next/static${relative}`, { file: path.join(dir, '.next', 'static', relative), cacheControl: IMMUTABLE });
  });
  walk(path.join(dir, 'public'), (relative) => {
    if (!files.has(relative)) files.set(relative, { file: path.join(dir, 'public', relative), cacheControl: REVALIDATE });
  });
  for (const [key, entry] of files) {
    if (statSync(entry.file).size > MAX_CACHED_BYTES) files.delete(key);
  }

  return {
    size: files.size,
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      const query = url.indexOf('?');
      let pathname = query === -1 ? url : url.slice(0, query);
      if (pathname.includes('%')) {
        try {
          pathname = decodeURIComponent(pathname);
        } catch {
          return false;
        }
      }
      const entry = files.get(pathname);
      if (!entry) return false;
      entry.encodings ??= encode(entry, development);
      const { encodings } = entry;
      const chosen: Encoded =
        (encodings.br && accepts(req.headers['accept-encoding'], 'br') && encodings.br) ||
        (encodings.gzip && accepts(req.headers['accept-encoding'], 'gzip') && encodings.gzip) ||
        encodings.identity;
      if (etagMatches(req.headers['if-none-match'], encodings.etag)) {
        res.writeHead(304, encodings.notModified);
        res.end();
        return true;
      }
      res.writeHead(200, chosen.headers);
      res.end(req.method === 'HEAD' ? undefined : chosen.body);
      return true;
    },
  };
}
