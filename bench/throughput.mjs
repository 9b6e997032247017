// Requests per second of the site next to a bare Next.js app of the same version, side by side in one run:
// every target is loaded in turn, over two passes in opposite orders, so the drift of a machine shared with
// other work falls on both sides of each ratio.
import autocannon from 'autocannon';
import { heading, kb, printTable } from './lib/format.mjs';
import { htmlSize, scriptSources, scriptSize } from './html.mjs';

export const RATIO_TARGETS = { page: 0.8, static: 0.9 };
export const SITE_STATIC = '/demo/logo-red.svg';
export const BARE_STATIC = '/logo.svg';

/** Mean req/s over passes. */
const rate = (passes) => passes.reduce((sum, result) => sum + result.requests.average, 0) / passes.length;

function load(url, durationS, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationS, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * One first-load chunk of each home page, the pair whose sizes are closest (the two builds share no file
 * names), so that both sides serve about the same bytes.
 */
async function pairedChunks(site, bare) {
  const chunksOf = async (base) => {
    const html = await (await fetch(`${base}/`)).text();
    const chunks = [];
    for (const src of scriptSources(html).filter((source) => source.startsWith('/_next/static/'))) {
      chunks.push({ path: src, raw: (await scriptSize(new URL(src, base).href)).raw });
    }
    return chunks;
  };
  const [siteChunks, bareChunks] = [await chunksOf(site), await chunksOf(bare)];
  let best = null;
  for (const a of siteChunks) {
    for (const b of bareChunks) {
      const gap = Math.abs(a.raw - b.raw) / Math.max(a.raw, b.raw);
      if (!best || gap < best.gap) best = { site: a, bare: b, gap };
    }
  }
  return best;
}

async function printHomeSizes(site, bare) {
  const rows = [];
  for (const [name, url] of [
    ['site /', `${site}/`],
    ['site /en', `${site}/en`],
    ['bare /', `${bare}/`],
  ]) {
    const { bytes, gzip } = htmlSize(await (await fetch(url)).text());
    rows.push([name, bytes, kb(gzip)]);
  }
  printTable([{ title: 'home HTML' }, { title: 'bytes', align: 'right' }, { title: 'gzip KB', align: 'right' }], rows);
}

/** site, bare: base URLs. Prints req/s per target and pass, then the ratios against RATIO_TARGETS. */
export async function printThroughput({ site, bare, durationS, connections }) {
  heading(`Throughput against a bare Next.js app: ${connections} connections, ${durationS} s per target and pass, two passes (alternating order), loopback`);
  await printHomeSizes(site, bare);
  const chunks = await pairedChunks(site, bare);
  const targets = [
    { key: 'site /', url: `${site}/` },
    { key: 'bare /', url: `${bare}/` },
    { key: 'site /en', url: `${site}/en` },
    { key: 'site static', url: site + SITE_STATIC },
    { key: 'bare static', url: bare + BARE_STATIC },
  ];
  if (chunks) {
    targets.push({ key: 'site chunk', url: site + chunks.site.path }, { key: 'bare chunk', url: bare + chunks.bare.path });
    console.log(`chunks: site ${chunks.site.path} (${chunks.site.raw} B), bare ${chunks.bare.path} (${chunks.bare.raw} B)`);
  }
  // Warm-up: caches, JIT, first renders.
  for (const target of targets) await load(target.url, 3, 10);
  const results = new Map(targets.map((target) => [target.key, []]));
  for (const order of [targets, [...targets].reverse()]) {
    for (const target of order) results.get(target.key).push(await load(target.url, durationS, connections));
  }
  printTable(
    [
      { title: 'target' },
      { title: 'url' },
      { title: 'req/s pass 1', align: 'right' },
      { title: 'pass 2', align: 'right' },
      { title: 'mean', align: 'right' },
      { title: 'p99 ms', align: 'right' },
      { title: 'errors' },
    ],
    targets.map((target) => {
      const [first, second] = results.get(target.key);
      const bad = [first, second].reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
      return [
        target.key,
        target.url,
        first.requests.average.toFixed(0),
        second.requests.average.toFixed(0),
        rate(results.get(target.key)).toFixed(0),
        Math.max(first.latency.p99, second.latency.p99),
        bad ? `${bad} non-2xx/errors/timeouts` : '',
      ];
    }),
  );
  const ratios = [
    ['home / vs bare /', 'site /', 'bare /', RATIO_TARGETS.page],
    ['home /en vs bare /', 'site /en', 'bare /', RATIO_TARGETS.page],
    ['static file vs bare static file', 'site static', 'bare static', RATIO_TARGETS.static],
    ['/_next/static chunk vs bare chunk', 'site chunk', 'bare chunk', RATIO_TARGETS.static],
  ].filter(([, a, b]) => results.has(a) && results.has(b));
  printTable(
    [{ title: 'ratio' }, { title: 'pass 1', align: 'right' }, { title: 'pass 2', align: 'right' }, { title: 'both', align: 'right' }, { title: 'target' }],
    ratios.map(([name, a, b, target]) => {
      const [sa, sb] = [results.get(a), results.get(b)];
      const both = rate(sa) / rate(sb);
      const perPass = sa.map((result, index) => (result.requests.average / sb[index].requests.average).toFixed(2));
      return [name, ...perPass, both.toFixed(2), `≥ ${target}: ${both >= target ? 'met' : 'NOT met'}`];
    }),
  );
}
