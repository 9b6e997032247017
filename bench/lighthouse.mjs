#!/usr/bin/env node
// Lighthouse (mobile) on the home page, the help centre and the fee calculator of a running production
// server; prints the performance and accessibility scores (targets: ≥ 90 and ≥ 95).
//   node bench/lighthouse.mjs [baseUrl]        (or LIGHTHOUSE_BASE_URL; default http://localhost:3107)
// Exits 1 when a score is below its target.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/fixtures/chromium.ts';

const base = (process.argv[2] ?? process.env.LIGHTHOUSE_BASE_URL ?? 'http://localhost:3107').replace(/\/$/, '');
const PAGES = ['/', '/help/help-center', '/shipping-fee', '/en', '/en/help/help-center', '/en/shipping-fee'];
const TARGETS = { performance: 90, accessibility: 95 };

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
let failed = false;
try {
  const rows = [];
  for (const path of PAGES) {
    // Warm the ISR cache so the score measures the cached page, not its first render.
    await fetch(base + path).catch(() => {});
    const result = await lighthouse(base + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
    });
    const { categories, audits } = result.lhr;
    const row = {
      page: path,
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.displayValue,
      tbt: audits['total-blocking-time']?.displayValue,
      cls: audits['cumulative-layout-shift']?.displayValue,
    };
    if (row.performance < TARGETS.performance || row.accessibility < TARGETS.accessibility) failed = true;
    const failing = Object.values(categories.accessibility.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failing.length) row.a11yIssues = failing.join(',');
    rows.push(row);
    console.log(JSON.stringify(row));
  }
  console.table(rows);
  console.log(`targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}: ${failed ? 'NOT MET' : 'met'}`);
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
