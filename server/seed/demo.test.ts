// The demo seed, production mode and the ops command that changes the demo passwords, each on a fresh
// PGlite (the shared test database keeps its demo accounts).
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UserType } from '../../lib/contract/enums.ts';
import { run } from '../cli/index.ts';
import { type Database, migrateDatabase, wrapPglite } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { prepareDatabase } from '../embedded.ts';
import { demoSeedWanted, findDefaultPasswordAccounts, isProductionMode } from './demo.ts';
import { seedIfEmpty } from './index.ts';

async function freshDatabase(): Promise<Database> {
  const database = wrapPglite(await PGlite.create());
  await migrateDatabase(database);
  return database;
}

const PROD = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/prod', PAYMENT_MODE: 'live' };

describe('the demo and production mode', () => {
  it('the demo seed runs on the embedded default or with SEED_DEMO=1; production is NODE_ENV=production without it', () => {
    expect(demoSeedWanted({})).toBe(true);
    expect(demoSeedWanted({ DATABASE_URL: 'postgres://x' })).toBe(false);
    expect(demoSeedWanted({ DATABASE_URL: 'postgres://x', SEED_DEMO: '1' })).toBe(true);
    expect(demoSeedWanted({ SEED_DEMO: '0' })).toBe(false);
    expect(isProductionMode({ NODE_ENV: 'production' })).toBe(false); // npm start: the embedded demo
    expect(isProductionMode(PROD)).toBe(true);
    expect(isProductionMode({ ...PROD, SEED_DEMO: '1' })).toBe(false);
    expect(isProductionMode({ NODE_ENV: 'production', SEED_DEMO: '0' })).toBe(true);
    expect(isProductionMode({ DATABASE_URL: 'postgres://x' })).toBe(false);
  });

  it('PostgreSQL without SEED_DEMO gets sites but no demo accounts, and starts in production mode', async () => {
    const database = await freshDatabase();
    try {
      const { PAYMENT_MODE: _mode, ...unsaid } = PROD;
      await expect(prepareDatabase(database.db, unsaid)).rejects.toThrow(/needs PAYMENT_MODE/);
      await prepareDatabase(database.db, PROD);
      expect(await database.db.select().from(users)).toEqual([]);
      await prepareDatabase(database.db, PROD); // a second start finds nothing to refuse either
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses production mode while a demo account has its default password; ops set-password fixes that', async () => {
    const database = await freshDatabase();
    try {
      const lines: string[] = [];
      expect(await seedIfEmpty(database.db, { demo: true, log: (l) => lines.push(l) })).toBe(true);
      expect(lines.join('\n')).toContain('npm run ops -- set-password --user admin --admin --all-hosts');
      const admins = await database.db.select().from(users).where(eq(users.userType, UserType.Admin));
      expect(admins.length).toBeGreaterThan(0);

      await prepareDatabase(database.db, { ...PROD, SEED_DEMO: '1' }); // the demo on PostgreSQL, on purpose
      const refusal = await prepareDatabase(database.db, PROD).then(
        () => null,
        (err: Error) => err.message,
      );
      expect(refusal).toMatch(
        /^Refusing to start in production mode: account "(admin|demo)" on \S+ and \d+ more still has its published default password\. Change it with `npm run ops -- set-password/,
      );
      expect(refusal).not.toContain('\n');

      const out: string[] = [];
      const deps = { open: async () => ({ ...database, close: async () => {} }), readPassword: async () => 'Changed99' };
      expect(await run(['set-password', '--user', 'admin', '--admin', '--all-hosts'], (l) => out.push(l), deps)).toBe(0);
      await expect(prepareDatabase(database.db, PROD)).rejects.toThrow(/account "demo"/);
      expect(await run(['set-password', '--user', 'demo', '--all-hosts'], (l) => out.push(l), deps)).toBe(0);
      expect(out.join('\n')).toMatch(/password of operator admin on localhost changed/);
      await prepareDatabase(database.db, PROD);
      expect(await findDefaultPasswordAccounts(database.db)).toEqual([]);

      // a published password is not accepted as the new one
      const weak = { ...deps, readPassword: async () => 'admin1234' };
      await expect(run(['set-password', '--user', 'admin', '--admin', '--host', 'localhost'], () => {}, weak)).rejects.toThrow(/published/);
      const [admin] = await database.db
        .select()
        .from(users)
        .where(and(eq(users.userType, UserType.Admin), eq(users.userName, 'admin')))
        .limit(1);
      expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    } finally {
      await database.close();
    }
  }, 60_000);
});
