// Operator CLI: `npm run ops -- <command> [options]` (same DATA_DIR / DATABASE_URL as the server).
// With PGlite the data directory is locked by a running server: stop it first, or use PostgreSQL.
import { and, eq, or, sql } from 'drizzle-orm';
import { UserType } from '../../lib/contract/enums.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { latestOutbox } from '../modules/outbox/service.ts';
import { bindPreAuthCode, issueLoginCode, issuePreAuthCode } from '../modules/passport/service.ts';
import { findSiteByDomain } from '../modules/system/service.ts';
import { seedIfEmpty } from '../seed/index.ts';

const HELP = `Usage: npm run ops -- <command> [options]

Commands
  help                                   this text
  outbox [--to <email|phone>] [--limit N] latest e-mail / SMS messages of the local outbox (one-time codes)
  login-code --user <name|email|phone> [--host <host>]
                                         a one-time login code (5 minutes) for POST /api/passport-management/login-by-code
  pre-auth-code [--host <host>] [--user <name|email|phone>]
                                         a browser-extension pre-auth code (10 minutes); with --user it is bound to
                                         that member, ready for POST /api/passport-management/login-by-pre-auth-code

--host selects the site (tenant), default localhost. Uses DATA_DIR or DATABASE_URL like the server; with PGlite,
stop the server first (the data directory is locked by one process).`;

export function parseArgs(argv: string[]): { command: string; options: Record<string, string> } {
  const [command = 'help', ...rest] = argv;
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) options[key] = inline;
    else if (rest[i + 1] && !rest[i + 1].startsWith('--')) options[key] = rest[++i];
    else options[key] = 'true';
  }
  return { command, options };
}

async function tenantOf(database: Database, host: string) {
  const site = await findSiteByDomain(database.db, host);
  if (!site) throw new Error(`No site for host ${host}`);
  return site.tenantId;
}

async function customer(database: Database, tenantId: string, who: string) {
  const v = who.trim().toLowerCase();
  const [user] = await database.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.userType, UserType.Customer),
        or(sql`lower(${users.userName}) = ${v}`, sql`lower(${users.email}) = ${v}`, eq(users.phone, who.trim())),
      ),
    )
    .limit(1);
  if (!user) throw new Error(`No customer "${who}" on this host`);
  return user;
}

export async function run(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const { command, options } = parseArgs(argv);
  if (command === 'help' || options.help) {
    out(HELP);
    return 0;
  }
  if (!['outbox', 'login-code', 'pre-auth-code'].includes(command)) {
    out(`Unknown command "${command}".\n\n${HELP}`);
    return 2;
  }
  const database = await openDatabase();
  try {
    await seedIfEmpty(database.db);
    const host = options.host ?? 'localhost';
    if (command === 'outbox') {
      const rows = await latestOutbox(database.db, { to: options.to, limit: Number(options.limit ?? 10) || 10 });
      if (!rows.length) out('(outbox is empty)');
      for (const r of rows) out(`${r.createdAt.toISOString()}  ${r.channel.padEnd(5)}  ${r.recipient}  ${r.body}`);
      return 0;
    }
    const tenantId = await tenantOf(database, host);
    if (command === 'login-code') {
      if (!options.user) throw new Error('--user is required');
      const user = await customer(database, tenantId, options.user);
      const { loginCode, expiresAt } = await issueLoginCode(database.db, user);
      out(`login code for ${user.userName} on ${host}: ${loginCode} (valid until ${expiresAt})`);
      return 0;
    }
    const { preAuthCode, expiresAt } = await issuePreAuthCode(database.db, tenantId);
    if (options.user) {
      const user = await customer(database, tenantId, options.user);
      await bindPreAuthCode(database.db, user, preAuthCode, { rebind: false });
      out(`pre-auth code bound to ${user.userName} on ${host}: ${preAuthCode} (valid until ${expiresAt})`);
    } else {
      out(`pre-auth code on ${host}: ${preAuthCode} (valid until ${expiresAt}); bind it with POST /api/passport-management/bind`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

const isMain = process.argv[1] && /server\/cli\/index\.ts$/.test(process.argv[1].replaceAll('\\', '/'));
if (isMain) {
  run(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
