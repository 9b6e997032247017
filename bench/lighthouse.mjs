#!/usr/bin/env node
// Lighthouse 13 (mobile, its default simulated throttling) on every page kind of issue 25 in both languages,
// one page after another in one Chromium; signed-in pages get the session cookie as an extra header.
//   node bench/lighthouse.mjs [baseUrl]     a running production server (default http://localhost:3000);
//                                           signs in as demo/demo1234, exits 1 when a page misses a target.
//   BENCH_LIGHTHOUSE=home,login,en          a subset (bench/lib/pages.mjs selectPages)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/fixtures/chromium.ts';
import { heading, printTable } from './lib/format.mjs';
import { inLanguages, resolvePages, selectPages } from './lib/pages.mjs';
import { signIn } from './lib/server.mjs';

export const TARGETS = { performance: 95, accessibility: 100, lcpS: 2.5, cls: 0.05, tbtMs: 150 };

/** What a result misses of TARGETS, as short phrases ('perf 88', 'LCP 3.4 s'); empty when it meets them all. */
export function misses(row) {
  const out = [];
  if (row.performance < TARGETS.performance) out.push(`perf ${row.performance}`);
  if (row.accessibility < TARGETS.accessibility) out.push(`a11y ${row.accessibility}`);
  if (row.lcpS > TARGETS.lcpS) out.push(`LCP ${row.lcpS.toFixed(1)} s`);
  if (row.cls > TARGETS.cls) out.push(`CLS ${row.cls.toFixed(3)}`);
  if (row.tbtMs > TARGETS.tbtMs) out.push(`TBT ${Math.round(row.tbtMs)} ms`);
  return out;
}

function rowOf(page, lhr) {
  const { categories, audits } = lhr;
  // Audits of weight 0 (Lighthouse's informative ones) fail without lowering the score: marked as such.
  const failingA11y = (categories.accessibility.auditRefs ?? [])
    .filter((ref) => {
      const audit = audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary';
    })
    .map((ref) => (ref.weight > 0 ? ref.id : `${ref.id} (weight 0)`));
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  return {
    page,
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    lcpS: (audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    failingA11y,
    // A signed-in page that lands on the sign-in form measured the form, not the page.
    signedOut: page.group === 'signed-in' && /^(\/en)?\/login$/.test(finalPath),
    runtimeError: lhr.runtimeError?.code,
  };
}

function verdictOf(row) {
  if (row.error) return `ERROR ${row.error}`;
  if (row.runtimeError) return `ERROR ${row.runtimeError}`;
  if (row.signedOut) return 'SIGNED OUT (landed on the sign-in page)';
  const missed = misses(row);
  return missed.length ? `MISS: ${missed.join(', ')}` : 'PASS';
}

/**
 * Runs Lighthouse on pages ({ label, language, path, group }); prints a line per page as it goes and a table
 * at the end; resolves to the rows.
 */
export async function runLighthouse(base, pages, cookie) {
  heading(
    `Lighthouse 13 (mobile, default throttling), ${pages.length} pages: targets perf ≥ ${TARGETS.performance}, a11y ${TARGETS.accessibility}, LCP ≤ ${TARGETS.lcpS} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`,
  );
  const rows = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    for (const page of pages) {
      if (!page.path) {
        rows.push({ page, error: page.missing ?? 'no path' });
        console.log(`[lighthouse] ${page.label} (${page.language}): skipped, ${page.missing}`);
        continue;
      }
      const headers = page.group === 'signed-in' && cookie ? { cookie } : undefined;
      const url = new URL(page.path, base).href;
      const started = Date.now();
      try {
        // Warm the page (ISR cache, server code paths) so the score measures a served page, not a first render.
        await (await fetch(url, { headers })).arrayBuffer();
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: headers,
        });
        rows.push(rowOf(page, result.lhr));
      } catch (error) {
        rows.push({ page, error: error.message.split('\n')[0] });
      }
      const row = rows.at(-1);
      console.log(`[lighthouse] ${page.path} ${((Date.now() - started) / 1000).toFixed(0)} s: ${verdictOf(row)}`);
    }
  } finally {
    await chrome.kill();
  }
  printLighthouseTable(rows);
  return rows;
}

export function printLighthouseTable(rows) {
  console.log('');
  printTable(
    [
      { title: 'page kind' },
      { title: 'lang' },
      { title: 'path' },
      { title: 'perf', align: 'right' },
      { title: 'a11y', align: 'right' },
      { title: 'LCP s', align: 'right' },
      { title: 'CLS', align: 'right' },
      { title: 'TBT ms', align: 'right' },
      { title: 'verdict' },
    ],
    rows.map((row) => {
      const measured = !row.error && !row.runtimeError;
      const verdict = verdictOf(row) + (row.failingA11y?.length ? `; a11y audits failing: ${row.failingA11y.join(', ')}` : '');
      return [
        row.page.label,
        row.page.language,
        row.page.path ?? '–',
        measured ? row.performance : '–',
        measured ? row.accessibility : '–',
        measured ? row.lcpS.toFixed(1) : '–',
        measured ? row.cls.toFixed(3) : '–',
        measured ? Math.round(row.tbtMs) : '–',
        verdict,
      ];
    }),
  );
  const passed = rows.filter((row) => verdictOf(row) === 'PASS').length;
  console.log(`${passed} of ${rows.length} pages meet every Lighthouse target.`);
}

async function main() {
  const base = (process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  let cookie = '';
  try {
    cookie = await signIn(base);
  } catch (error) {
    console.log(`[lighthouse] sign-in failed (${error.message}): signed-in pages will land on the sign-in page`);
  }
  const pages = selectPages(inLanguages(await resolvePages(base, cookie)), process.env.BENCH_LIGHTHOUSE);
  const rows = await runLighthouse(base, pages, cookie);
  process.exitCode = rows.every((row) => verdictOf(row) === 'PASS') ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
