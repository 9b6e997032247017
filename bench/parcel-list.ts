// The parcel list call's latency with 10,000 parcels for one customer (issue 10), on PGlite and on PostgreSQL.
// Calls the Hono app in process (no site, no network): what is measured is the route, its queries and the
// wire mapping. Prints p50/p95/max per request shape.
//
//   npm run bench:parcels                 PGlite (in memory) and, when this machine has a PostgreSQL
//                                         cluster, a throw-away PostgreSQL database
//   BENCH_PARCELS=10000 BENCH_ROUNDS=60   how many parcels, how many calls per shape
//   BENCH_ANALYZE=1                       ANALYZE the tables after filling them (PostgreSQL's autovacuum does
//                                         this soon; PGlite has no autovacuum, so without it its planner has no
//                                         statistics)
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import { ParcelStatus } from '../lib/contract/enums.ts';
import { type Database, migrateDatabase, openDatabase, wrapPglite } from '../server/db/client.ts';
import { parcelGoods, parcels, sites, users, warehouses } from '../server/db/schema/index.ts';
import { seedIfEmpty } from '../server/seed/index.ts';
import { createThrowawayDatabase } from '../scripts/pg-throwaway.mjs';
import { demoMemberApp } from './lib/demo-member.ts';
import { percentile } from './lib/format.mjs';

const PARCELS = Number(process.env.BENCH_PARCELS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const STATUSES = [ParcelStatus.NotArrival, ParcelStatus.Arrived, ParcelStatus.Inbound, ParcelStatus.OutOfWarehouse, ParcelStatus.Completed];

async function fill(database: Database): Promise<void> {
  const { db } = database;
  const [site] = await db.select().from(sites).where(eq(sites.domain, 'localhost')).limit(1);
  const [demo] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, site.tenantId), eq(users.userName, 'demo')))
    .limit(1);
  const houses = await db.select().from(warehouses).where(eq(warehouses.tenantId, site.tenantId));
  const base = Date.now() - PARCELS * 60_000;
  for (let start = 0; start < PARCELS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, PARCELS - start) }, (_, k) => {
      const i = start + k;
      const status = STATUSES[i % STATUSES.length];
      const arrived = status !== ParcelStatus.NotArrival;
      return {
        id: `PBENCH${String(i).padStart(6, '0')}`,
        tenantId: site.tenantId,
        userId: demo.id,
        status,
        trackingNumber: `BENCH${String(i).padStart(8, '0')}`,
        carrierCode: 'SF',
        carrierName: 'SF Express',
        warehouseId: houses[i % houses.length].id,
        declaredName: 'T-shirt',
        declaredValue: 5000 + (i % 100),
        currency: 'CNY',
        weightGrams: arrived ? 500 + (i % 3000) : null,
        lengthCm: arrived ? 30 : null,
        widthCm: arrived ? 20 : null,
        heightCm: arrived ? 10 : null,
        arrivedAt: arrived ? new Date(base + i * 60_000) : null,
        inboundAt: status === ParcelStatus.Inbound ? new Date(base + i * 60_000) : null,
        createdAt: new Date(base + i * 60_000),
      };
    });
    await db.insert(parcels).values(batch);
    await db.insert(parcelGoods).values(
      batch.map((p) => ({
        id: `G${p.id}`,
        parcelId: p.id,
        declaredName: 'T-shirt',
        goodsTypeId: 'none',
        quantity: 1,
        unitValue: p.declaredValue,
        currency: 'CNY',
      })),
    );
  }
}

async function measure(label: string, database: Database): Promise<void> {
  const { app, headers } = await demoMemberApp(database.db);
  const shapes: [string, Record<string, unknown>][] = [
    ['first page', { maxResultCount: 20, skipCount: 0 }],
    ['status Inbound, page 50', { maxResultCount: 20, skipCount: 980, status: ParcelStatus.Inbound }],
    ['tracking search', { maxResultCount: 20, skipCount: 0, trackingNumber: 'BENCH0000123' }],
    ['last page, sorted by weight', { maxResultCount: 20, skipCount: PARCELS - 20, sorting: 'weight desc' }],
  ];
  for (const [name, body] of shapes) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS + 5; i += 1) {
      const started = performance.now();
      const res = await app.request('http://localhost/api/u/biz/parcel/list', {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const data = (await res.json()) as { totalCount?: number };
      if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(data)}`);
      if (i >= 5) times.push(performance.now() - started); // the first calls warm caches and plans
    }
    times.sort((a, b) => a - b);
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(
      `[bench:parcels] ${label.padEnd(10)} ${name.padEnd(28)} p50 ${f(percentile(times, 50))}  p95 ${f(percentile(times, 95))}  max ${f(times[times.length - 1])}`,
    );
  }
}

async function run(label: string, database: Database): Promise<void> {
  const started = Date.now();
  await seedIfEmpty(database.db, { demo: true, log: () => {} });
  await fill(database);
  if (process.env.BENCH_ANALYZE) await database.db.execute(sql`ANALYZE`);
  console.log(`[bench:parcels] ${label}: seeded and filled ${PARCELS} parcels in ${Date.now() - started} ms`);
  await measure(label, database);
}

const lite = wrapPglite(await PGlite.create());
await migrateDatabase(lite);
await run('PGlite', lite);
await lite.close();

const pg = process.env.BENCH_SKIP_PG ? null : createThrowawayDatabase('parcel_bench');
if (pg) {
  const database = await openDatabase({ databaseUrl: pg.url });
  try {
    await run('PostgreSQL', database);
  } finally {
    await database.close();
    pg.drop();
  }
} else {
  console.log('[bench:parcels] PostgreSQL: skipped (no local cluster, or BENCH_SKIP_PG set)');
}
