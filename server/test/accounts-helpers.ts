// Test helpers of the account modules: form posts, outbox codes, registration of fresh members.
import { eq, sql } from 'drizzle-orm';
import { verificationCodes } from '../db/schema/index.ts';
import { latestCode } from '../modules/outbox/service.ts';
import { call, type TestContext } from './harness.ts';

let seq = 0;
/** A value unique across test files and runs (PostgreSQL runs share one database). */
export function unique(prefix = 'u'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}${seq}`;
}

export async function postForm(
  app: TestContext['app'],
  path: string,
  fields: Record<string, string>,
  opts: { host?: string; lang?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const host = opts.host ?? 'localhost';
  const headers: Record<string, string> = {
    host,
    'accept-language': opts.lang ?? 'zh-Hans',
    'content-type': 'application/x-www-form-urlencoded',
    ...opts.headers,
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.request(`http://${host}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const data: any = text ? JSON.parse(text) : null;
  return { status: res.status, data };
}

export const SEND_CODE = '/api/passport-management/send-verification-code';

/** Sends a code and reads it from the outbox; earlier sends to the target are first moved 61 s back (fake time). */
export async function sendAndRead(ctx: TestContext, target: Record<string, string>, purpose: string, host = 'localhost') {
  const key = target.email ? `email:${target.email.trim().toLowerCase()}` : `phone:${(target.phone ?? target.target).replace(/\D/g, '')}`;
  await ctx.database.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - interval '61 seconds'` })
    .where(eq(verificationCodes.target, key));
  const res = await call(ctx.app, SEND_CODE, { host, json: { ...target, purpose } });
  if (res.status !== 200) throw new Error(`send failed: ${JSON.stringify(res.data)}`);
  const to = target.email ?? target.phone ?? target.target;
  return latestCode(ctx.database.db, to);
}

export interface Registered {
  userName: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a new customer by e-mail on `host` and returns its session. */
export async function registerMember(ctx: TestContext, host = 'localhost', password = 'pass1234'): Promise<Registered> {
  const userName = unique('m');
  const email = `${userName}@example.com`;
  const code = await sendAndRead(ctx, { email }, 'register', host);
  const res = await postForm(
    ctx.app,
    '/api/passport-management/register',
    { userName, email, code: code ?? '', password, confirmPassword: password, agree: 'true' },
    { host },
  );
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.data)}`);
  return { userName, email, password, token: res.data.accessToken };
}
