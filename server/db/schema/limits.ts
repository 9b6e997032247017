// Rate limits shared by every process on the same database (server/kernel/rate-limit.ts): one row per
// counted call, kept for the length of its window.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.ts';

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: identityId(),
    /** What is limited, e.g. `tracking:address` or `provider:topup`. */
    scope: text('scope').notNull(),
    /** Who or what it is counted for (tenant, customer, top-up, client address), as the caller composes it. */
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.scope, t.key, t.createdAt)],
);
