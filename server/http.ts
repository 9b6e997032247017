// Shared HTTP types and schemas: the Hono env, the contract's error schema, response helpers.
import { z } from '@hono/zod-openapi';
import type { Locale } from '../lib/contract/constants.ts';
import type { Db } from './db/client.ts';
import type { sites, users } from './db/schema/index.ts';

export type SiteRow = typeof sites.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface AppEnv {
  Variables: {
    db: Db;
    locale: Locale;
    site: SiteRow;
    tenantId: string;
    platform: string | null;
    user: UserRow;
    sessionId: string;
  };
}

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().nullable(),
      message: z.string(),
      details: z.string().nullable().optional(),
      validationErrors: z
        .array(z.object({ message: z.string(), members: z.array(z.string()) }))
        .nullable()
        .optional(),
    }),
  })
  .openapi('Error');

export const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: ErrorSchema } },
  description,
});

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const bearerSecurity = [{ Bearer: [] }];
