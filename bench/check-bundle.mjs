#!/usr/bin/env node
// Fast first-load JavaScript budget check of the production build (no server, no load test; for CI).
// Reads .next/diagnostics/route-bundle-stats.json (Next 16 + Turbopack prints no first-load table),
// gzips (level 9) every chunk a route loads first and fails when a public route exceeds the budget.
//
//   node bench/check-bundle.mjs            after `next build`
//   BUNDLE_BUDGET_KB=150 (default)         budget in KB (1 KB = 1024 bytes) of gzip JavaScript
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.env.BENCH_ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const statsFile = path.join(root, '.next', 'diagnostics', 'route-bundle-stats.json');
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 150);
// The sign-in, register and recovery forms use antd by design (ARCHITECTURE.md); they have their own budget,
// and so does every page of the user area (signed in, antd tables and forms): 360 KB each.
const formBudgetKb = Number(process.env.FORM_BUNDLE_BUDGET_KB ?? 360);
const userBudgetKb = Number(process.env.USER_BUNDLE_BUDGET_KB ?? 360);
const LIMITS = { public: budgetKb, form: formBudgetKb, user: userBudgetKb };
/** Ship-for-me pages only a member sees: sending goods, enquiries, orders, one good's page. */
const SIGNED_IN_SHIP_FOR_ME = /^\/ship-for-me\/(send|enquiries|orders|good-detail)$/;
const FORM_ROUTES = /^\/(login|login-by-code|register|forget-password|ship-for-me\/extension\/submit)$/;

/**
 * The signed-in pages (/user/…, /user which redirects there, and the money records under /details, which need a
 * session: docs/decisions.md) have their own budget; everything else a visitor can open is held to the public one. Routes are the build's internal ones: /[locale]/[site]/… after the proxy rewrite.
 */
export function isPublicRoute(route) {
  return routeClass(route) === 'public';
}

/** 'public' (content pages, 150 KB), 'form' (antd sign-in forms, 360 KB), 'user' (360 KB) or 'other' (not budgeted). */
export function routeClass(route) {
  if (route.startsWith('/api') || route === '/_global-error' || route === '/_not-found') return 'other';
  const rest = route
    .replace(/\/\([^/)]*\)/g, '')
    .replace(/^\/\[locale\]/, '')
    .replace(/^\/\[site\]/, '');
  // /user itself only redirects (server side) to /user/user-center: no visitor loads its scripts. The ship-for-me
  // pages that need a member (a visitor is sent to sign in before any script loads) are signed-in pages too.
  if (/^\/(user|details)(\/.|$)/.test(rest) || SIGNED_IN_SHIP_FOR_ME.test(rest)) return 'user';
  return FORM_ROUTES.test(rest) ? 'form' : 'public';
}

const gzipCache = new Map();
export function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

export function readRouteStats() {
  if (!existsSync(statsFile)) return null;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  return stats.map(({ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }) => {
    const gzip = (firstLoadChunkPaths ?? []).reduce((sum, chunk) => sum + gzipBytes(path.join(root, chunk)), 0);
    return { route, raw: firstLoadUncompressedJsBytes, gzip, chunks: firstLoadChunkPaths?.length ?? 0, kind: routeClass(route) };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function main() {
  const rows = readRouteStats();
  if (!rows) {
    console.error(`[check-bundle] ${path.relative(root, statsFile)} not found: run \`npx next build\` first.`);
    process.exit(2);
  }
  rows.sort((a, b) => a.route.localeCompare(b.route));
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  console.log(`${'route'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  chunks  verdict`);
  let failures = 0;
  for (const row of rows) {
    let verdict = 'not budgeted';
    const limit = LIMITS[row.kind];
    if (limit !== undefined) {
      const ok = row.gzip <= limit * 1024;
      if (!ok) failures += 1;
      verdict = `${ok ? 'PASS' : 'FAIL'} (${row.kind} ≤ ${limit} KB)`;
    }
    console.log(`${row.route.padEnd(width)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}  ${String(row.chunks).padStart(6)}  ${verdict}`);
  }
  if (failures > 0) {
    console.error(`[check-bundle] ${failures} route(s) over their budget of first-load JavaScript (gzip).`);
    process.exit(1);
  }
  console.log(`[check-bundle] public routes within ${budgetKb} KB, sign-in forms within ${formBudgetKb} KB and user pages within ${userBudgetKb} KB gzip.`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
