// The demo and production mode.
//  - The demo seed (the `demo` customer, the `admin` operator and the demo member's data, all with
//    published passwords) runs on the first seed of the embedded PGlite default (no DATABASE_URL), or
//    wherever SEED_DEMO=1 asks for it; SEED_DEMO=0 turns it off everywhere. Sites, content and
//    reference data are seeded either way.
//  - Production mode: NODE_ENV=production and not the demo (i.e. PostgreSQL without SEED_DEMO=1, or
//    SEED_DEMO=0). There the server refuses to start while an account still has a published default
//    password. `npm start` (next start, NODE_ENV=production) on the embedded default is the demo.
import { verify } from '@node-rs/argon2';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { UserType } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { sites, users } from '../db/schema/index.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './data.ts';

type Env = Record<string, string | undefined>;

export function demoSeedWanted(env: Env = process.env): boolean {
  if (env.SEED_DEMO === '1') return true;
  if (env.SEED_DEMO === '0') return false;
  return !env.DATABASE_URL;
}

/** The embedded demo: PGlite (no DATABASE_URL) with the demo seed. */
export function isEmbeddedDemo(env: Env = process.env): boolean {
  return !env.DATABASE_URL && demoSeedWanted(env);
}

export function isProductionMode(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production' && !demoSeedWanted(env);
}

/** Where to change the demo passwords (printed on the first demo seed and in the refusal). */
export const CHANGE_DEMO_PASSWORDS = 'npm run ops -- set-password --user admin --admin --all-hosts; npm run ops -- set-password --user demo --all-hosts';

export interface DefaultPasswordAccount {
  userName: string;
  userType: number;
  domain: string | null;
}

/**
 * Accounts that still have a published default password: operators (Admin accounts cannot be
 * registered, only seeded) and the customers of the demo e-mail (no one can prove a code for an
 * example.com address). A customer who registers the name "demo" is not looked at.
 */
export async function findDefaultPasswordAccounts(db: Db): Promise<DefaultPasswordAccount[]> {
  const rows = await db
    .select({
      userName: users.userName,
      userType: users.userType,
      passwordHash: users.passwordHash,
      domain: sql<string | null>`min(${sites.domain})`,
    })
    .from(users)
    .leftJoin(sites, eq(sites.tenantId, users.tenantId))
    .where(
      or(
        eq(users.userType, UserType.Admin),
        and(eq(users.userType, UserType.Customer), inArray(sql`lower(${users.email})`, [DEMO_CUSTOMER.email, DEMO_ADMIN.email])),
      ),
    )
    .groupBy(users.id)
    .limit(200);
  const defaults = [DEMO_CUSTOMER.password, DEMO_ADMIN.password];
  const found: DefaultPasswordAccount[] = [];
  for (const row of rows) {
    for (const password of defaults) {
      if (await verify(row.passwordHash, password).catch(() => false)) {
        found.push({ userName: row.userName, userType: row.userType, domain: row.domain });
        break;
      }
    }
  }
  return found;
}

/** Production mode: throws a one-line message when an account still has a default password. */
export async function assertNoDefaultPasswords(db: Db): Promise<void> {
  const found = await findDefaultPasswordAccounts(db);
  if (!found.length) return;
  const first = found[0];
  const who = `"${first.userName}"${first.domain ? ` on ${first.domain}` : ''}${found.length > 1 ? ` and ${found.length - 1} more` : ''}`;
  throw new Error(
    `Refusing to start in production mode: account ${who} still has its published default password. ` +
      `Change it with \`${CHANGE_DEMO_PASSWORDS}\` (or run the demo with SEED_DEMO=1).`,
  );
}
