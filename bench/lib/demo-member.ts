// The demo member's session on the Hono app in process (no site, no network), for the benches that time the
// member's list routes (bench/parcel-list.ts, bench/scale/run.ts).
import { createApp } from '../../server/app.ts';
import type { Db } from '../../server/db/client.ts';

export interface DemoMemberApp {
  app: ReturnType<typeof createApp>;
  /** The headers of the member's calls: the tenant's host, Chinese, JSON and the bearer session. */
  headers: Record<string, string>;
}

/** The app over `db`, signed in as the seeded demo member through the login route. */
export async function demoMemberApp(db: Db): Promise<DemoMemberApp> {
  const app = createApp(db, { logError: (err) => console.error(err) });
  const headers = { host: 'localhost', 'accept-language': 'zh-Hans', wms_platform: '11', 'content-type': 'application/json' };
  const login = await app.request('http://localhost/api/passport-management/login', {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'demo', password: 'demo1234', userType: 2 }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { app, headers: { ...headers, authorization: `Bearer ${accessToken}` } };
}
