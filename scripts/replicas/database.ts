// What the replicas test reads and writes in PostgreSQL directly: the state after two backends migrated
// and seeded at once, the operator it signs in as (the demo seed is skipped: it takes seconds), and the
// money after the concurrent payments.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { UserType } from '../../lib/contract/enums.ts';
import { newId } from '../../server/db/ids.ts';

export function migrationCount(root: string): number {
  const journal = JSON.parse(readFileSync(path.join(root, 'server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

const one = async (pool: pg.Pool, text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0];

/** Migrations applied and sites seeded: each once, whatever number of processes started at once. */
export async function schemaState(pool: pg.Pool) {
  const migrations = Number((await one(pool, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).n);
  const sites = Number((await one(pool, 'SELECT count(*) AS n FROM sites')).n);
  return { migrations, sites };
}

/** An operator of the localhost site (what `npm run ops -- set-password --admin` would then manage). */
export async function createOperator(pool: pg.Pool, userName: string, password: string): Promise<void> {
  const site = await one(pool, `SELECT tenant_id FROM sites WHERE domain = 'localhost'`);
  await pool.query('INSERT INTO users (id, tenant_id, user_name, user_type, password_hash) VALUES ($1, $2, $3, $4, $5)', [
    newId('U'),
    site.tenant_id,
    userName,
    UserType.Admin,
    await hash(password), // argon2id, as the passport module hashes (not imported: its module graph takes seconds to load)
  ]);
}

/** The customer's wallet, the waybill's charges, and whether every account equals its journal lines. */
export async function moneyOf(pool: pg.Pool, userName: string, waybillId: string) {
  const wallet = await one(
    pool,
    `SELECT a.balance, coalesce(sum(l.amount), 0) AS lines FROM ledger_accounts a JOIN users u ON u.id = a.user_id
       LEFT JOIN journal_lines l ON l.account_id = a.id WHERE u.user_name = $1 AND a.kind = 'wallet' GROUP BY a.id, a.balance`,
    [userName],
  );
  const charges = Number(
    (await one(pool, `SELECT count(*) AS n FROM transaction_records WHERE ref_type = 'waybill' AND ref_id = $1 AND kind = 'payment'`, [waybillId])).n,
  );
  const offAccounts = Number(
    (
      await one(
        pool,
        `SELECT count(*) AS n FROM (SELECT a.id FROM ledger_accounts a LEFT JOIN journal_lines l ON l.account_id = a.id
           GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(l.amount), 0)) off`,
      )
    ).n,
  );
  const unbalancedJournals = Number(
    (await one(pool, 'SELECT count(*) AS n FROM (SELECT journal_id FROM journal_lines GROUP BY journal_id HAVING sum(amount) <> 0) j')).n,
  );
  return { balance: Number(wallet.balance), walletLines: Number(wallet.lines), charges, offAccounts, unbalancedJournals };
}
