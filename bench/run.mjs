#!/usr/bin/env node
// `npm run bench`: the figures of issue 25 on the production build, printed with their targets, never
// asserted (CI's budget check is `npm run bench:check`). Sections, in order:
//   bundle      first-load JavaScript per route from the build output (bundle.mjs)
//   html        HTML size and first-load JavaScript as served, public pages and the signed-in lists (html.mjs)
//   render      server render p50/p95 of the user centre and every signed-in list page (html.mjs)
//   throughput  requests/s of the home page and static files against a bare Next.js app (throughput.mjs)
//   lighthouse  Lighthouse 13 mobile on every page kind, both languages (lighthouse.mjs)
//
// Starts the site like `npm start` (builds when needed) on port 3190 with a temporary DATA_DIR and stops it
// at the end; BENCH_BASE=http://localhost:3000 measures a running server instead (its demo data). The bare
// app (bench/bare-app, built when missing or stale) runs on port 3191.
//   BENCH_ONLY=html,lighthouse      only these sections
//   BENCH_LIGHTHOUSE=home,login,en  only these Lighthouse pages (keys, groups, languages or paths: lib/pages.mjs)
//   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_RENDER_ROUNDS (default 30)
import { availableParallelism, loadavg } from 'node:os';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { printRouteBundles } from './bundle.mjs';
import { printPageWeights, printRenderTimes } from './html.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { inLanguages, resolvePages, selectPages } from './lib/pages.mjs';
import { signIn, startBare, startSite, stopAll } from './lib/server.mjs';
import { printThroughput } from './throughput.mjs';

const SITE_PORT = 3190;
const BARE_PORT = 3191;
const SECTIONS = ['bundle', 'html', 'render', 'throughput', 'lighthouse'];
const DURATION_S = Math.min(Number(process.env.BENCH_DURATION ?? 10), 60);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 50), 200);
const RENDER_ROUNDS = Math.max(1, Number(process.env.BENCH_RENDER_ROUNDS ?? 30));

function chosenSections() {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !SECTIONS.includes(name));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  return only.length ? SECTIONS.filter((name) => only.includes(name)) : SECTIONS;
}

/** The figures move with what else runs on the machine: printed at the start and the end. */
const machineLoad = () => `load average ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores`;

async function main() {
  const started = Date.now();
  console.log(`[bench] ${machineLoad()}`);
  const sections = chosenSections();
  const needsSite = sections.some((name) => name !== 'bundle');
  let base = process.env.BENCH_BASE?.replace(/\/$/, '');
  if (base) console.log(`[bench] measuring the running server ${base}`);
  else if (needsSite) base = await startSite(SITE_PORT);
  else buildIfNeeded({ log: (message) => console.log(`[bench] ${message}`) });

  let cookie = '';
  if (needsSite) {
    try {
      cookie = await signIn(base);
    } catch (error) {
      console.log(`[bench] sign-in failed (${error.message}): signed-in pages are measured signed out`);
    }
  }
  const pages = needsSite ? inLanguages(await resolvePages(base, cookie)) : [];
  for (const page of pages) if (page.missing && page.language === 'zh-Hans') console.log(`[bench] ${page.label}: ${page.missing}`);
  const byKey = (...keys) => pages.filter((page) => keys.includes(page.key));
  const signedInLists = pages.filter((page) => page.key === 'user-center' || page.list);

  for (const section of sections) {
    if (section === 'bundle') printRouteBundles();
    if (section === 'html') {
      const publicPages = byKey('help', 'calculator', 'article', 'login', 'register', 'login-by-code').filter((page) => page.language === 'zh-Hans');
      const weighed = [...byKey('home'), ...publicPages, ...signedInLists].filter((page) => page.path);
      await printPageWeights(base, weighed, cookie);
    }
    if (section === 'render') await printRenderTimes(base, signedInLists, cookie, RENDER_ROUNDS);
    if (section === 'throughput') {
      const bare = await startBare(BARE_PORT);
      await printThroughput({ site: base, bare, durationS: DURATION_S, connections: CONNECTIONS });
    }
    if (section === 'lighthouse') await runLighthouse(base, selectPages(pages, process.env.BENCH_LIGHTHOUSE), cookie);
  }
  console.log(`\n[bench] done in ${((Date.now() - started) / 1000).toFixed(0)} s; ${machineLoad()}`);
}

main()
  .catch((error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
