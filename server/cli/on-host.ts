// What every operator command shares: the host it acts on (--host, default localhost) resolved to its
// tenant, and failures said as one English line instead of a message key or a stack.
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
