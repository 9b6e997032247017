// The router kernel: one factory for every module's router, with the contract's validation shape and field
// messages in the request's language; field errors thrown by services; bodies sent as JSON or as a form.
import { OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Locale } from '../../lib/contract/constants.ts';
import { ApiError, errorBody } from '../errors.ts';
import type { AppEnv } from '../http.ts';
import { isMessageKey, type MessageKey, t } from '../i18n.ts';

export interface FieldIssue {
  field: string;
  key: MessageKey;
}

/** A 400 ValidationError naming fields; messages are keys of the server message table. */
export class FieldError extends ApiError {
  readonly issues: FieldIssue[];

  constructor(issues: FieldIssue[]) {
    super(400, 'ValidationError', 'validationFailed');
    this.issues = issues;
  }
}

export const fieldError = (field: string, key: MessageKey) => new FieldError([{ field, key }]);

interface ZodIssueLike {
  code?: string;
  message: string;
  path: PropertyKey[];
}

/** zod message → server message key: our schemas use keys (also `validation.<key>` of lib/validation). */
function issueKey(issue: ZodIssueLike): MessageKey {
  const m = issue.message.replace(/^validation\./, '');
  if (isMessageKey(m)) return m;
  if (issue.code === 'too_big') return 'fieldTooLong';
  if (issue.code === 'too_small' || /received undefined/.test(issue.message)) return 'fieldRequired';
  return 'fieldInvalid';
}

export function validationBody(locale: Locale, issues: FieldIssue[]) {
  const validationErrors = issues.map((i) => ({ message: t(locale, i.key), members: [i.field] }));
  const message = `${t(locale, 'validationFailed')}: ${validationErrors.map((v) => `${v.members[0]} ${v.message}`).join('; ')}`;
  return errorBody('ValidationError', message, null, validationErrors);
}

/** The largest number a request may carry: the database's integer columns (statuses, ids, offsets) are 32-bit. */
export const REQUEST_NUMBER_MAX = 2_147_483_647;

/**
 * The first value of validated input the database cannot hold, whatever the schema allowed: text with U+0000
 * (PostgreSQL text has no NUL) or a number past 32 bits. Walked with a stack, as input may nest deeply.
 */
export function unstorableValue(data: unknown, root: string): FieldIssue | null {
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    const field = path || root;
    if (typeof value === 'string' && value.includes('\u0000')) return { field, key: 'fieldControlCharacter' };
    if (typeof value === 'number' && Math.abs(value) > REQUEST_NUMBER_MAX) return { field, key: 'numberOutOfRange' };
    if (value && typeof value === 'object' && !(value instanceof Blob)) {
      for (const [key, child] of Object.entries(value)) stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) {
    const issue = unstorableValue(result.data, result.target);
    return issue ? c.json(validationBody(c.get('locale') ?? 'zh-Hans', [issue]), 400) : undefined;
  }
  const issues = (result.error as { issues: ZodIssueLike[] }).issues;
  const locale = c.get('locale') ?? 'zh-Hans';
  return c.json(
    validationBody(
      locale,
      issues.map((issue) => ({ field: issue.path.map(String).join('.') || result.target, key: issueKey(issue) })),
    ),
    400,
  );
};

/** The one router factory: validation answers in the request's language; services' field errors as 400. */
export function createRouter(): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  router.onError((err, c) => {
    const locale = c.get('locale') ?? 'zh-Hans';
    if (err instanceof FieldError) return c.json(validationBody(locale, err.issues), 400);
    if (err instanceof ApiError) {
      const message = isMessageKey(err.message) ? t(locale, err.message) : err.message;
      return c.json(errorBody(err.code, message, err.details), err.status as 400);
    }
    throw err; // the app's handler answers it
  });
  return router;
}

/** A module's mount: its routers under /api, in this order (the first one that matches a path answers it). */
export function mountRouters(...routers: OpenAPIHono<AppEnv>[]): (app: OpenAPIHono<AppEnv>) => void {
  return (app) => {
    for (const router of routers) app.route('/api', router);
  };
}

/**
 * Body of a route that accepts JSON or a form (declared with `required: false` and both media types):
 * the validated one, or a field error when the request has no body.
 */
export function jsonOrForm<T>(c: Context<AppEnv>): T {
  const type = c.req.header('content-type') ?? '';
  if (/json/i.test(type)) return c.req.valid('json' as never) as T;
  if (/form/i.test(type)) return c.req.valid('form' as never) as T;
  throw fieldError('body', 'fieldRequired');
}

/** `{ 'application/json': schema, 'application/x-www-form-urlencoded': schema }`, not required. */
export function jsonOrFormBody<S>(schema: S) {
  return {
    content: {
      'application/json': { schema },
      'application/x-www-form-urlencoded': { schema },
    },
    required: false,
  } as const;
}

/** The body of a route declared with optionalJsonBody (./route.ts), parsed by `schema`: `{}` when the request sent none. */
export function optionalJson<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.infer<T> {
  return schema.parse(c.req.header('content-type') ? ((c.req.valid('json' as never) as unknown) ?? {}) : {});
}

/** A form-or-JSON body (either may be absent) parsed by `schema`, so its defaults apply when nothing was sent. */
export function formOrJson<T extends z.ZodType>(c: Context<AppEnv>, schema: T): z.infer<T> {
  const valid = (c.req.valid as (target: string) => Record<string, unknown> | undefined).bind(c.req);
  return schema.parse({ ...(valid('json') ?? {}), ...(valid('form') ?? {}) });
}
