// What the server sends for a page: the HTML (bytes and gzip), the JavaScript its HTML loads first (gzip of
// every <script src>), and how long a signed-in page takes to render (time to the full body).
import { gzipSync } from 'node:zlib';
import { JS_TARGETS_KB } from './bundle.mjs';
import { heading, kb, percentile, printTable } from './lib/format.mjs';
import { fetchPage } from './lib/pages.mjs';

export const HTML_LIST_TARGET_KB = 80;
export const RENDER_P50_TARGET_MS = 50;
const JS_TARGET_OF_GROUP = { public: JS_TARGETS_KB.public, form: JS_TARGETS_KB.form, 'signed-in': JS_TARGETS_KB.user };

/** <script src> of an HTML document, without nomodule ones. */
export function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1];
    if (/\snomodule\b/i.test(attributes)) continue;
    const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (src) sources.push((src[2] ?? src[3] ?? src[4]).replace(/&amp;/g, '&'));
  }
  return [...new Set(sources)];
}

const scriptCache = new Map();
/** Raw and gzip (level 9) bytes of a script, fetched once per URL. */
export async function scriptSize(url) {
  if (!scriptCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    scriptCache.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return scriptCache.get(url);
}

/** HTML bytes and gzip (level 6, what a server compresses with on the fly). */
export function htmlSize(html) {
  const body = Buffer.from(html);
  return { bytes: body.length, gzip: gzipSync(body, { level: 6 }).length };
}

/**
 * Per page ({ label, language, path, group, list }): HTTP status, HTML bytes and gzip (the list pages against
 * HTML_LIST_TARGET_KB), and the first-load JavaScript of its <script src> against its group's target.
 */
export async function printPageWeights(base, pages, cookie) {
  heading(
    `Page weight as served: HTML (raw, gzip -6; signed-in lists ≤ ${HTML_LIST_TARGET_KB} KB) and first-load JavaScript = gzip -9 of the <script src> its HTML loads (public ≤ ${JS_TARGETS_KB.public}, forms ≤ ${JS_TARGETS_KB.form}, signed-in ≤ ${JS_TARGETS_KB.user} KB)`,
  );
  const rows = [];
  for (const page of pages) {
    const { status, location, html } = await fetchPage(base, page.path, page.group === 'signed-in' ? cookie : '');
    const { bytes, gzip } = htmlSize(html);
    let js = 0;
    const sources = scriptSources(html);
    for (const src of sources) js += (await scriptSize(new URL(src, base).href)).gzip;
    const htmlVerdict = page.list ? (bytes <= HTML_LIST_TARGET_KB * 1024 ? 'PASS' : 'OVER') : '';
    const jsTarget = JS_TARGET_OF_GROUP[page.group];
    const jsVerdict = status !== 200 ? `HTTP ${status}${location ? ` → ${location}` : ''}` : js <= jsTarget * 1024 ? 'PASS' : 'OVER';
    rows.push([page.label, page.language, page.path, status, kb(bytes), kb(gzip), htmlVerdict, sources.length, kb(js), jsTarget, jsVerdict]);
  }
  printTable(
    [
      { title: 'page kind' },
      { title: 'lang' },
      { title: 'path' },
      { title: 'HTTP', align: 'right' },
      { title: 'HTML KB', align: 'right' },
      { title: 'gzip KB', align: 'right' },
      { title: 'list HTML' },
      { title: 'scripts', align: 'right' },
      { title: 'JS gzip KB', align: 'right' },
      { title: 'target', align: 'right' },
      { title: 'JS' },
    ],
    rows,
  );
}

/**
 * Server render time of signed-in pages: `rounds` sequential requests each after one warm-up, timed to the
 * full body; p50 against RENDER_P50_TARGET_MS.
 */
export async function printRenderTimes(base, pages, cookie, rounds) {
  heading(`Server render time of signed-in pages: ${rounds} sequential requests each, time to the full body (target p50 ≤ ${RENDER_P50_TARGET_MS} ms)`);
  const rows = [];
  for (const page of pages) {
    const warm = await fetchPage(base, page.path, cookie);
    const times = [];
    for (let round = 0; round < rounds; round += 1) times.push((await fetchPage(base, page.path, cookie)).ms);
    const p50 = percentile(times, 50);
    const verdict = warm.status !== 200 ? `HTTP ${warm.status}` : p50 <= RENDER_P50_TARGET_MS ? 'PASS' : 'OVER';
    rows.push([page.label, page.language, page.path, p50.toFixed(1), percentile(times, 95).toFixed(1), Math.max(...times).toFixed(1), verdict]);
  }
  printTable(
    [
      { title: 'page kind' },
      { title: 'lang' },
      { title: 'path' },
      { title: 'p50 ms', align: 'right' },
      { title: 'p95 ms', align: 'right' },
      { title: 'max ms', align: 'right' },
      { title: 'verdict' },
    ],
    rows,
  );
}
