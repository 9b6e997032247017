// What every operator command shares: the host it acts on (--host, default localhost) resolved to its
// tenant, failures said as one English line instead of a message key or a stack, and the options' checks.
import { z } from 'zod';
import type { Database, Db } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { isMessageKey, t } from '../i18n.ts';
import { FieldError } from '../kernel/router.ts';
import { findSiteByDomain } from '../modules/system/index.ts';

/** Service errors in words (English) instead of message keys; a JSON argument's schema errors by path. */
export function readable(err: unknown): unknown {
  if (err instanceof z.ZodError) return new Error(err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  if (err instanceof FieldError) return new Error(err.issues.map((i) => `${i.field}: ${t('en', i.key)}`).join('; '));
  if (err instanceof ApiError) return new Error(isMessageKey(err.message) ? t('en', err.message) : err.message);
  return err;
}

export async function tenantOf(database: Database, host: string): Promise<string> {
  const site = await findSiteByDomain(database.db, host);
  if (!site) throw new Error(`No site for host ${host}`);
  return site.tenantId;
}

export interface HostContext {
  db: Db;
  host: string;
  tenantId: string;
}

/** What a command is given: its name, the parsed options, the words after the command, where to write. */
export interface CommandCall {
  command: string;
  options: Record<string, string>;
  argv: string[];
  out: (line: string) => void;
}

/** A group of commands (./index.ts picks it by the command's name), each run on the tenant of `--host`. */
export function hostCommands(run: (call: CommandCall & HostContext) => Promise<void>) {
  return (database: Database, call: CommandCall) => onHost(database, call.options, (host) => run({ ...call, ...host }));
}

/** Options a command cannot do without (a bare `--name` counts as missing). */
export function need(options: Record<string, string>, ...names: string[]) {
  for (const name of names) if (!options[name] || options[name] === 'true') throw new Error(`--${name} is required`);
}

/** `--status N` when it is a whole number, else undefined (every status). */
export function statusOption(options: Record<string, string>): number | undefined {
  const status = options.status ? Number(options.status) : undefined;
  return Number.isInteger(status) ? status : undefined;
}

/** Runs a command on the tenant of `options.host`; a failure comes out readable. */
export async function onHost(database: Database, options: Record<string, string>, run: (context: HostContext) => Promise<void>): Promise<void> {
  const host = options.host ?? 'localhost';
  const tenantId = await tenantOf(database, host);
  try {
    await run({ db: database.db, host, tenantId });
  } catch (err) {
    throw readable(err);
  }
}
