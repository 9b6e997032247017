// Shared HTTP plumbing: the Hono env, routers with the contract's validation hook, error schema.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Locale } from '../lib/contract/constants.ts';
import type { Db } from './db/client.ts';
import type { sites, users } from './db/schema/index.ts';
import { errorBody } from './errors.ts';
import { t } from './i18n.ts';

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

interface ZodIssueLike {
  message: string;
  path: PropertyKey[];
}

/** Zod failures answer 400 in the contract error shape; each issue names its field. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const issues = (result.error as { issues: ZodIssueLike[] }).issues;
  const validationErrors = issues.map((issue) => ({
    message: issue.message,
    members: [issue.path.map(String).join('.') || result.target],
  }));
  const locale = c.get('locale') ?? 'zh-Hans';
  const message = validationErrors.length
    ? `${t(locale, 'validationFailed')}: ${validationErrors.map((v) => `${v.members[0]} ${v.message}`).join('; ')}`
    : t(locale, 'validationFailed');
  return c.json(errorBody('ValidationError', message, null, validationErrors), 400);
};

export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
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
