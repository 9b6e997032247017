// Operator CLI: `npm run ops -- <command> [options]` (same DATA_DIR / DATABASE_URL as the server).
// With PGlite the data directory is locked by a running server: stop it first, or use PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { UserType } from '../../lib/contract/enums.ts';
import path from 'node:path';
import { backupDataDir, restoreDataDir } from '../db/backup.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { sites, users } from '../db/schema/index.ts';
import { FILE_BUCKETS, fileStoreKind, importFolders } from '../kernel/file-store.ts';
import { latestOutbox } from '../modules/outbox/index.ts';
import { bindPreAuthCode, findLoginUser, hashPassword, issueLoginCode, issuePreAuthCode, revokeSessions } from '../modules/passport/index.ts';
import { PASSWORD_PATTERN } from '../../lib/validation/rules.ts';
import { CHANGE_DEMO_PASSWORDS } from '../seed/demo.ts';
import { COUPON_COMMANDS, COUPON_HELP, runCouponCommand } from './coupons.ts';
import { MONEY_COMMANDS, MONEY_HELP, runMoneyCommand } from './money.ts';
import { PARCEL_CLAIM_COMMANDS, PARCEL_CLAIM_HELP, runParcelClaimCommand } from './parcel-claims.ts';
import { PARCEL_COMMANDS, PARCEL_HELP, runParcelCommand } from './parcels.ts';
import { runCombinedOrderCommand, COMBINED_ORDER_COMMANDS, COMBINED_ORDER_HELP } from './combined-orders.ts';
import { runShipForMeCommand, SHIP_FOR_ME_COMMANDS, SHIP_FOR_ME_HELP } from './ship-for-me.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../seed/data.ts';
import { tenantOf } from './on-host.ts';
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
  set-password --user <name|email|phone> [--admin] [--host <host> | --all-hosts]
                                         a new password for a customer (--admin: an operator, by user name), read from
                                         NEW_PASSWORD or the first line of standard input; ends the account's sessions.
                                         Change the demo accounts' published passwords this way:
                                         ${CHANGE_DEMO_PASSWORDS}
  backup <file>                          a gzipped copy of the embedded PGlite database (DATA_DIR), taken by the
                                         running server when there is one (a consistent snapshot while the site
                                         runs); PostgreSQL: use pg_dump
  restore <file>                         replaces DATA_DIR's database by a backup (the old one is moved aside);
                                         refused while a server holds the folder: stop it first
  files-import                           copy the photos and proofs of the folders (PARCEL_PHOTO_DIR, WAYBILL_PHOTO_DIR,
                                         TOPUP_PROOF_DIR) into the database, so every server process serves them
                                         (FILE_STORE=database, the default); run it again at will

Warehouse (the staff's side of a parcel; parcels are named by tracking number)
${PARCEL_HELP}

Claims (a member's forecast of a number that arrived without an owner waits for the staff's check)
${PARCEL_CLAIM_HELP}

Waybills and transhipment orders (the warehouse's side of a logistics order, named by its number, L…)
${COMBINED_ORDER_HELP}

Ship-for-me enquiries (customers ask for a quote on goods they bought; named by number, Q…)
${SHIP_FOR_ME_HELP}

Money (top-ups waiting for review, wallet adjustments, documents to pay; customers by user name or member code)
${MONEY_HELP}

Coupons and points (campaign templates, handing out coupons, points adjustments and expiry)
${COUPON_HELP}

--host selects the site (tenant), default localhost. Uses DATA_DIR or DATABASE_URL like the server; with PGlite,
stop the server first (the data directory is locked by one process).`;

/** The command groups run on a host's tenant, each by its commands' names. */
const GROUPS = [
  { commands: COUPON_COMMANDS, run: runCouponCommand },
  { commands: MONEY_COMMANDS, run: runMoneyCommand },
  { commands: COMBINED_ORDER_COMMANDS, run: runCombinedOrderCommand },
  { commands: SHIP_FOR_ME_COMMANDS, run: runShipForMeCommand },
  { commands: PARCEL_CLAIM_COMMANDS, run: runParcelClaimCommand },
  { commands: PARCEL_COMMANDS, run: runParcelCommand },
];

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

/** The customer a name, e-mail or phone names, as the sign-in finds it. */
async function customer(database: Database, tenantId: string, who: string) {
  const user = await findLoginUser(database.db, tenantId, who);
  if (!user) throw new Error(`No customer "${who}" on this host`);
  return user;
}

/** NEW_PASSWORD, else the first line of standard input (never a command-line argument: ps and history show those). */
async function readNewPassword(): Promise<string> {
  if (process.env.NEW_PASSWORD) return process.env.NEW_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('New password: ');
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

export interface CliDeps {
  /** Opens the database (tests pass their own). */
  open?: () => Promise<Database>;
  readPassword?: () => Promise<string>;
}

/** Sets the password of the matching accounts (one host, or every host) and ends their sessions. */
async function setPassword(database: Database, options: Record<string, string>, readPassword: () => Promise<string>, out: (line: string) => void) {
  if (!options.user) throw new Error('--user is required');
  const admin = options.admin === 'true';
  const who = options.user.trim();
  const hosts =
    options['all-hosts'] === 'true' ? (await database.db.select({ domain: sites.domain }).from(sites)).map((s) => s.domain) : [options.host ?? 'localhost'];
  const password = await readPassword();
  if (!PASSWORD_PATTERN.test(password)) throw new Error('The password must be 6 to 12 English letters or digits.');
  if ([DEMO_CUSTOMER.password, DEMO_ADMIN.password].includes(password)) throw new Error('Choose a password that is not a published demo password.');
  const passwordHash = await hashPassword(password);
  let changed = 0;
  for (const host of [...new Set(hosts)]) {
    const tenantId = await tenantOf(database, host);
    const user = admin ? await operator(database, tenantId, who) : await customer(database, tenantId, who).catch(() => null);
    if (!user) {
      if (options['all-hosts'] === 'true') continue;
      throw new Error(`No ${admin ? 'operator' : 'customer'} "${who}" on ${host}`);
    }
    await database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeSessions(database.db, user.id);
    out(`password of ${admin ? 'operator' : 'customer'} ${user.userName} on ${host} changed; its sessions ended`);
    changed += 1;
  }
  if (!changed) throw new Error(`No ${admin ? 'operator' : 'customer'} "${who}" on any host`);
}

async function operator(database: Database, tenantId: string, name: string) {
  const [user] = await database.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, UserType.Admin), sql`lower(${users.userName}) = ${name.toLowerCase()}`))
    .limit(1);
  return user ?? null;
}

/** backup / restore of the embedded database (PGlite only). */
async function backupCommand(command: 'backup' | 'restore', file: string | undefined, out: (line: string) => void): Promise<number> {
  if (!file || file.startsWith('--')) throw new Error(`Usage: npm run ops -- ${command} <file>`);
  if (process.env.DATABASE_URL) throw new Error(`PostgreSQL: use pg_dump / pg_restore instead of ${command}.`);
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  if (command === 'backup') {
    const { bytes, by } = await backupDataDir(dataDir, file);
    out(`backup of ${dataDir} written to ${path.resolve(file)} (${bytes} bytes, taken by ${by === 'server' ? 'the running server' : 'this process'})`);
  } else {
    const { movedAside } = await restoreDataDir(dataDir, file);
    out(`${dataDir} restored from ${path.resolve(file)}${movedAside ? `; the database it replaced is in ${movedAside}` : ''}`);
  }
  return 0;
}

export async function run(argv: string[], out: (line: string) => void = console.log, deps: CliDeps = {}): Promise<number> {
  const { command, options } = parseArgs(argv);
  if (command === 'help' || options.help) {
    out(HELP);
    return 0;
  }
  if (command === 'backup' || command === 'restore') return backupCommand(command, argv[1], out);
  if (!['outbox', 'login-code', 'pre-auth-code', 'set-password', 'files-import', ...GROUPS.flatMap(({ commands }) => commands)].includes(command)) {
    out(`Unknown command "${command}".\n\n${HELP}`);
    return 2;
  }
  const database = await (deps.open ?? openDatabase)();
  try {
    await seedIfEmpty(database.db);
    if (command === 'set-password') {
      await setPassword(database, options, deps.readPassword ?? readNewPassword, out);
      return 0;
    }
    if (command === 'files-import') {
      const report = await importFolders(database.db);
      for (const bucket of FILE_BUCKETS) out(`${bucket}: ${report[bucket].imported} imported, ${report[bucket].alreadyStored} already in the database`);
      if (fileStoreKind() !== 'database') out('FILE_STORE is not "database": the servers still read and write the folders');
      return 0;
    }
    const group = GROUPS.find(({ commands }) => commands.includes(command));
    if (group) {
      await group.run(database, { command, options, argv: argv.slice(1), out });
      return 0;
    }
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
