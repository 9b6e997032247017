#!/usr/bin/env node
// `npm run test:drills`: every page of the route tree, in both languages, against a backend that is
// (a) down, (b) answering only after 5 s, (c) answering 500, (d) answering malformed JSON. Each page must
// answer within PAGE_DEADLINE_MS with its language, header and footer, the localized "service not
// answering" notice and its retry, a non-empty main area, and no error internals. One site per failure
// (its own copy of the build: a degraded page must not be served to another drill from a shared cache).
// Pages are discovered from app/[locale]/[site]: a page added later is drilled without editing this file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { createServices, root } from './services.mjs';

/** What a visitor may wait for a page whatever the backend does (docs/decisions.md, "Failure deadlines"). */
const PAGE_DEADLINE_MS = 5000;
const SLOW_BACKEND_MS = 5000;
/** Pages asked at once per drill: the slow backend's pages mostly wait, the others render. */
const CONCURRENCY = { down: 3, slow: 16, error: 3, malformed: 3 };
const LOCALES = ['zh-Hans', 'en'];
const PORTS = { sites: 3120, faults: 4120 };
const SAMPLE_ID = 'drill-1';
/** Same-origin redirects followed (biz-redirect is one); each answer has the whole deadline. */
const MAX_REDIRECTS = 3;
const ROUTES_DIR = path.join(root, 'app', '[locale]', '[site]');

const { log, elapsed, siteDir, startSite, waitFor, finish } = createServices('drills');

/**
 * Every page of the route tree as a URL path: a dynamic segment gets a sample id, an optional one is tried
 * with and without it. Each is asked with `?id=` too (the record pages read their record by it).
 */
function discoverPages(dir = ROUTES_DIR, segments = []) {
  const pages = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (/^\[\.\.\./.test(name)) continue; // the catch-all 404
      if (/^\(.*\)$/.test(name)) pages.push(...discoverPages(full, segments));
      else if (/^\[\[\.\.\./.test(name)) pages.push(...discoverPages(full, segments), ...discoverPages(full, [...segments, SAMPLE_ID]));
      else if (/^\[.*\]$/.test(name)) pages.push(...discoverPages(full, [...segments, SAMPLE_ID]));
      else pages.push(...discoverPages(full, [...segments, name]));
    } else if (name === 'page.tsx') {
      pages.push(`/${segments.join('/')}`);
    }
  }
  return [...new Set(pages)];
}

/** The four broken backends; `down` is a port nothing listens on. */
function startFaults() {
  const broken = {
    slow: (req, res) => {
      const timer = setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), SLOW_BACKEND_MS);
      res.on('close', () => clearTimeout(timer));
    },
    error: (req, res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>'),
    malformed: (req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[{"id":"P1","trackingNumber":'),
  };
  const servers = Object.entries(broken).map(([name, handler], i) => {
    const server = createServer((req, res) => req.resume().on('end', () => handler(req, res)));
    server.listen(PORTS.faults + 1 + i, '127.0.0.1');
    return { name, server, url: `http://127.0.0.1:${PORTS.faults + 1 + i}` };
  });
  return [{ name: 'down', url: `http://127.0.0.1:${PORTS.faults}` }, ...servers];
}

const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.parse(readFileSync(path.join(root, 'locales', `${locale}.json`), 'utf8'))]));
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const textOf = (html) =>
  html
    .replace(/<(script|template|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const INTERNALS = /ECONNREFUSED|UpstreamError|TypeError|SyntaxError|Unexpected end of JSON|at \S+ \(|node_modules|\.tsx?:\d+/;

/** What is wrong with one page's answer (an empty list when nothing is). */
function problemsOf({ status, ms, html }, locale) {
  const problems = [];
  const { shell, common } = catalogs[locale];
  if (status !== 200) problems.push(`HTTP ${status}`);
  if (ms > PAGE_DEADLINE_MS) problems.push(`${ms} ms (deadline ${PAGE_DEADLINE_MS} ms)`);
  if (!new RegExp(`<html[^>]*\\slang="${locale}"`).test(html)) problems.push('no lang');
  const notice = html.match(/<div role="alert"[^>]*data-testid="degraded-notice"[^>]*>([\s\S]*?)<\/div>/);
  if (!notice) problems.push('no degraded notice');
  else {
    if (!notice[1].includes(escapeHtml(shell.degraded))) problems.push('notice not localized');
    if (!/<button[^>]*>[^<]*<\/button>/.test(notice[1]) || !notice[1].includes(`>${escapeHtml(common.retry)}</button>`)) problems.push('no retry');
  }
  const main = html.match(/<main\b[\s\S]*<\/main>/)?.[0] ?? '';
  const mainText = textOf(main.replace(notice?.[0] ?? '', ''));
  if (mainText.length < 2) problems.push('blank main');
  const visible = textOf(html);
  const leak = visible.match(INTERNALS);
  if (leak) problems.push(`shows internals: ${leak[0]}`);
  return problems;
}

/** The page at `pagePath` in `locale`, following same-origin redirects; `ms` is the slowest answer's time. */
async function fetchPage(base, pagePath, locale) {
  let url = `${base}${locale === 'en' ? (pagePath === '/' ? '/en' : `/en${pagePath}`) : pagePath}?id=${SAMPLE_ID}`;
  const first = url;
  let slowest = 0;
  try {
    for (let hop = 0; ; hop++) {
      const since = Date.now();
      // Any session: the backend cannot say it is not one, so the user pages render instead of going to /login.
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: 'token=drill-session; tokenType=Bearer' },
        signal: AbortSignal.timeout(30_000),
      });
      const html = await response.text();
      slowest = Math.max(slowest, Date.now() - since);
      const location = response.headers.get('location');
      const next = location ? new URL(location, url) : null;
      if (!next || next.origin !== base || hop === MAX_REDIRECTS) return { url: first, status: response.status, ms: slowest, html };
      url = next.href;
    }
  } catch (error) {
    return { url: first, status: 0, ms: slowest, html: String(error) };
  }
}

async function drill(fault, base, pages) {
  const jobs = pages.flatMap((page) => LOCALES.map((locale) => ({ page, locale })));
  const failures = [];
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { page, locale } = jobs[next++];
      const answer = await fetchPage(base, page, locale);
      times.push(answer.ms);
      const problems = problemsOf(answer, locale);
      if (problems.length) failures.push(`${fault} ${answer.url}: ${problems.join('; ')}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY[fault] }, worker));
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  log(`${fault.padEnd(9)} ${jobs.length} pages: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)} ms, ${failures.length} failed`);
  return failures;
}

async function main() {
  const pages = discoverPages();
  log(`${pages.length} pages in the route tree × ${LOCALES.length} languages × 4 failures`);
  if (buildIfNeeded({ env: process.env, log })) log('built');
  const faults = startFaults();
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.DATABASE_URL;
  delete env.TRUST_PROXY;
  const sites = faults.map((fault, i) => {
    const port = PORTS.sites + i;
    const service = startSite(`site-${fault.name}`, port, { ...env, API_UPSTREAM_URL: fault.url }, siteDir(fault.name));
    return { fault: fault.name, base: `http://localhost:${port}`, service };
  });
  await Promise.all(sites.map((site) => waitFor(site.service, `${site.base}/healthz-drill-probe`, { timeoutMs: 120_000, accept: (status) => status > 0 })));
  log('sites up');
  // The quick failures side by side, then the slow backend alone: its pages all reach their deadline at once
  // and then render, which is what the deadline must leave time for.
  const quick = sites.filter((site) => site.fault !== 'slow');
  const failures = (await Promise.all(quick.map((site) => drill(site.fault, site.base, pages)))).flat();
  for (const site of sites.filter((s) => s.fault === 'slow')) failures.push(...(await drill(site.fault, site.base, pages)));
  for (const fault of faults) fault.server?.close();
  if (failures.length) {
    console.error(`\n[drills] ${failures.length} failed:\n  ${failures.join('\n  ')}`);
    return finish(1);
  }
  log(`all ${pages.length * LOCALES.length * faults.length} page answers passed in ${elapsed()}`);
  return finish(0);
}

main().catch((error) => {
  console.error(`[drills] ${error.stack ?? error.message}`);
  return finish(1);
});
