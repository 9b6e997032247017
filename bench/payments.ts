// Payments per second with 50 concurrent clients (issue 11), on PGlite and on PostgreSQL, and the proof
// that nothing was spent twice: every client pays documents of its own customer from the wallet through
// the API (POST /api/u/fund-management/unpaid/{id}/pay with an Idempotency-Key), and half of the calls are
// sent twice at once (a double click). At the end each wallet's balance must equal its opening balance
// less exactly one payment per document, and equal the sum of its ledger lines.
//
//   npm run bench:payments                BENCH_CLIENTS=50 BENCH_PAYMENTS=20 (per client)
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { type Database, migrateDatabase, openDatabase, wrapPglite } from '../server/db/client.ts';
import { newId } from '../server/db/ids.ts';
import { journalLines, ledgerAccounts, sessions, sites, users } from '../server/db/schema/index.ts';
import { hashToken, newToken } from '../server/auth.ts';
import { adjust, requestPayment } from '../server/modules/funds/payments.ts';
import { checkLedger, ledgerHolds } from '../server/modules/funds/index.ts';
import { payDocument, requestOf } from './lib/api-calls.ts';
import { seedIfEmpty } from '../server/seed/index.ts';
import { createThrowawayDatabase } from '../scripts/pg-throwaway.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 20);
const AMOUNT = 100;

interface Client {
  userId: string;
  token: string;
  documents: string[];
}

async function prepare(database: Database, tenantId: string): Promise<Client[]> {
  const { db } = database;
  const clients: Client[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const userId = newId('U');
    await db.insert(users).values({ id: userId, tenantId, userName: `bench${i}-${userId}`, userType: 2, passwordHash: '' });
    const token = newToken();
    await db.insert(sessions).values({ id: newId('SS'), userId, tenantId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
    await adjust(db, {
      tenantId,
      userId,
      amount: AMOUNT * PAYMENTS,
      reasonCode: 'correction',
      reason: 'bench',
      operatorId: null,
      titleZh: '压测',
      titleEn: 'Bench',
    });
    const documents: string[] = [];
    for (let k = 0; k < PAYMENTS; k += 1) {
      const doc = await requestPayment(db, {
        tenantId,
        userId,
        amount: AMOUNT,
        refType: 'bench',
        refId: `${userId}-${k}`,
        titleZh: '压测',
        titleEn: 'Bench',
      });
      documents.push(doc.id);
    }
    clients.push({ userId, token, documents });
  }
  return clients;
}

async function measure(label: string, database: Database) {
  await seedIfEmpty(database.db, { demo: true, log: () => {} });
  const [site] = await database.db.select().from(sites).where(eq(sites.domain, 'localhost')).limit(1);
  const clients = await prepare(database, site.tenantId);
  const app = createApp(database.db, { logError: () => {} });
  const pay = (client: Client, id: string, key: string) => app.request(...requestOf(payDocument('localhost', client.token, id, key)));
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (const [k, id] of client.documents.entries()) {
        const key = `${id}-attempt`;
        const calls = k % 2 === 0 ? [pay(client, id, key), pay(client, id, key)] : [pay(client, id, key)];
        for (const res of await Promise.all(calls)) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const documents = CLIENTS * PAYMENTS;
  let doubleSpent = 0;
  for (const client of clients) {
    const [account] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, client.userId));
    const [{ sum }] = await database.db
      .select({ sum: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
      .from(journalLines)
      .where(eq(journalLines.accountId, account.id));
    if (account.balance !== 0 || Number(sum) !== 0) doubleSpent += 1;
  }
  const ledger = await checkLedger(database.db);
  console.log(
    `[bench:payments] ${label}: ${documents} documents by ${CLIENTS} concurrent clients in ${seconds.toFixed(2)} s → ` +
      `${(documents / seconds).toFixed(0)} payments/s; answers ${JSON.stringify(Object.fromEntries(statuses))}; ` +
      `wallets off their expected balance: ${doubleSpent}; ledger ${ledgerHolds(ledger) ? 'holds' : `BROKEN ${JSON.stringify(ledger)}`}`,
  );
  if (doubleSpent || !ledgerHolds(ledger)) process.exitCode = 1;
}

const lite = wrapPglite(await PGlite.create());
await migrateDatabase(lite);
await measure('PGlite', lite);
await lite.close();

const pg = process.env.BENCH_SKIP_PG ? null : createThrowawayDatabase('payments_bench');
if (pg) {
  const database = await openDatabase({ databaseUrl: pg.url });
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    pg.drop();
  }
} else {
  console.log('[bench:payments] PostgreSQL: skipped (no local cluster, or BENCH_SKIP_PG set)');
}
