// The member lists at scale (issue 26 part 5): 100,000 customers, 1,000,000 parcels, 200,000 waybills and
// 2,000,000 ledger lines in PostgreSQL (./database.ts, ./steps.ts); the demo member holds 10,000 parcels,
// 2,000 waybills and 20,000 transaction records. Calls the Hono app in process as that member (like
// bench/parcel-list.ts) and prints p50/p95/p99 per list and shape against the 15 ms target, then
// EXPLAIN (ANALYZE, BUFFERS) of the SQL each call sent (captured at the pg pool).
//
//   npm run bench:scale                    fill `parcel_scale` once (kept; minutes), then measure
//   npm run bench:scale -- --generate-only fill only (SCALE_FRESH=1: drop and fill again)
//   SCALE_DATABASE_URL=postgres://…        another PostgreSQL database instead of the local one
//   BENCH_ROUNDS=200  BENCH_EXPLAIN=0      calls per shape after 10 warm-up calls; skip the plans
import type pg from 'pg';
import { ParcelStatus } from '../../lib/contract/enums.ts';
import { demoMemberApp } from '../lib/demo-member.ts';
import { percentile } from '../lib/format.mjs';
import { openScaleDatabase } from './database.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 10;
const TARGET_MS = 15;
const PAGE = 25;

const log = (line: string) => console.log(`[bench:scale] ${line}`);
const { database, generatedMs } = await openScaleDatabase(log);
log(generatedMs ? `generated in ${(generatedMs / 1000).toFixed(1)} s` : 'scale database already filled (SCALE_FRESH=1 to fill it again)');
if (process.argv.includes('--generate-only')) {
  await database.close();
  process.exit(0);
}

// Every statement the app sends, while `capture` is set (for EXPLAIN).
const pool = (database.db as unknown as { $client: pg.Pool }).$client;
let capture: { text: string; values: unknown[] }[] | null = null;
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
(pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (config: unknown, values?: unknown) => {
  if (capture) {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    capture.push({ text, values: (values ?? (config as { values?: unknown[] }).values ?? []) as unknown[] });
  }
  return query(config, values);
};

const { rows: sample } = await pool.query(`
  SELECT p.tracking_number, r.id AS record_id
  FROM users u
  JOIN sites s ON s.tenant_id = u.tenant_id AND s.domain = 'localhost'
  JOIN parcels p ON p.user_id = u.id AND p.id = 'PSC0500000'
  JOIN transaction_records r ON r.user_id = u.id AND r.id = 'TRSC00500000'
  WHERE u.user_name = 'demo'`);
const tracking = sample[0].tracking_number as string;
const linked = await pool.query("SELECT tracking_number FROM parcels WHERE combined_order_id = 'LH001000' LIMIT 1");

interface Shape {
  list: string;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body: Record<string, unknown>;
  /** The table whose plans are printed. */
  table: string;
}
const parcels = (name: string, body: Record<string, unknown>): Shape => ({
  list: 'parcels',
  name,
  method: 'POST',
  path: '/api/u/biz/parcel/list',
  body,
  table: 'parcels',
});
const waybills = (name: string, body: Record<string, unknown>): Shape => ({
  list: 'waybills',
  name,
  method: 'GET',
  path: '/api/u/combinedOrder',
  body,
  table: 'combined_orders',
});
const records = (name: string, body: Record<string, unknown>): Shape => ({
  list: 'transactions',
  name,
  method: 'POST',
  path: '/api/u/fund-management/transaction-record/list',
  body,
  table: 'transaction_records',
});
const SHAPES: Shape[] = [
  parcels('first page', { maxResultCount: PAGE, skipCount: 0 }),
  parcels('page 400 (the last)', { maxResultCount: PAGE, skipCount: 10_000 - PAGE }),
  parcels(`tracking fragment ${tracking.slice(4, 11)}`, { maxResultCount: PAGE, skipCount: 0, trackingNumber: tracking.slice(4, 11) }),
  parcels('status Inbound, page 40', { maxResultCount: PAGE, skipCount: 39 * PAGE, status: ParcelStatus.Inbound }),
  waybills('first page', { maxResultCount: PAGE, skipCount: 0 }),
  waybills('page 80 (the last)', { maxResultCount: PAGE, skipCount: 2_000 - PAGE }),
  waybills('parcel number', { maxResultCount: PAGE, skipCount: 0, keyword: linked.rows[0].tracking_number }),
  waybills('status Shipped, page 4', { maxResultCount: PAGE, skipCount: 3 * PAGE, status: 70 }),
  records('first page', { maxResultCount: PAGE, skipCount: 0 }),
  records('page 800 (the last)', { maxResultCount: PAGE, skipCount: 20_000 - PAGE }),
  records('number prefix TRSC0099', { maxResultCount: PAGE, skipCount: 0, keyword: 'TRSC0099' }),
  records('tab payment, page 40', { maxResultCount: PAGE, skipCount: 39 * PAGE, tab: 'payment' }),
];

const { app, headers } = await demoMemberApp(database.db);

async function call(shape: Shape): Promise<{ totalCount: number; items: unknown[] }> {
  const qs = new URLSearchParams(Object.entries(shape.body).map(([k, v]) => [k, String(v)]));
  const url = `http://localhost${shape.path}${shape.method === 'GET' ? `?${qs}` : ''}`;
  const res = await app.request(url, {
    method: shape.method,
    headers,
    body: shape.method === 'POST' ? JSON.stringify(shape.body) : undefined,
  });
  const data = (await res.json()) as { totalCount: number; items: unknown[] };
  if (res.status !== 200) throw new Error(`${shape.list} ${shape.name}: HTTP ${res.status} ${JSON.stringify(data)}`);
  return data;
}

const f = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
const results: string[] = [];
for (const shape of SHAPES) {
  const times: number[] = [];
  let answer = { totalCount: 0, items: [] as unknown[] };
  for (let i = 0; i < ROUNDS + WARM_UP; i += 1) {
    const started = performance.now();
    answer = await call(shape);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const line = `${shape.list.padEnd(13)} ${shape.name.padEnd(30)} p50 ${f(percentile(times, 50))}  p95 ${f(percentile(times, 95))}  p99 ${f(p99)}  ${p99 <= TARGET_MS ? 'ok' : `OVER ${TARGET_MS} ms`}  (${answer.items.length} of ${answer.totalCount})`;
  results.push(line);
  log(line);
}

if (process.env.BENCH_EXPLAIN !== '0') {
  for (const shape of SHAPES) {
    capture = [];
    await call(shape);
    const sent = capture;
    capture = null;
    console.log(`\n===== ${shape.list}: ${shape.name} — ${sent.length} statements =====`);
    for (const statement of sent) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const main = new RegExp(`from "${shape.table}"`, 'i').test(statement.text);
      const total = plan.find((l) => l.startsWith('Execution Time')) ?? '';
      if (main) console.log(`\n-- ${statement.text}\n-- params ${JSON.stringify(statement.values)}\n${plan.join('\n')}`);
      else console.log(`\n-- (look-up) ${statement.text.slice(0, 140)}… ${total}`);
    }
  }
}

console.log(`\n[bench:scale] summary (target p99 <= ${TARGET_MS} ms, ${ROUNDS} calls each after ${WARM_UP} warm-up calls)`);
for (const line of results) console.log(line);
await database.close();
