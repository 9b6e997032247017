import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginDemo, type TestContext } from '../../test/harness.ts';
import { SEND_CODE, unique } from '../../test/accounts-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const ADMIN_LOGIN = '/api/passport-management/login-by-admin-password';
const adminLogin = (username: string, password: string, host = 'localhost') => call(ctx.app, ADMIN_LOGIN, { host, json: { username, password } });

describe('admin sign-in (demo and tests)', () => {
  it('signs the seeded operator in', async () => {
    const { status, data } = await adminLogin('admin', 'admin1234');
    expect(status).toBe(200);
    expect(data.tokenType).toBe('Bearer');
  });

  it('refuses customers, wrong passwords and unknown names alike', async () => {
    const answers = await Promise.all([adminLogin('demo', 'demo1234'), adminLogin('admin', 'wrong-pass'), adminLogin('nobody', 'x')]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual(answers[0].data);
    }
  });

  it('does not open the customer login to the operator', async () => {
    const res = await call(ctx.app, '/api/passport-management/login', { json: { username: 'admin', password: 'admin1234', userType: 1 } });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/admin/outbox', () => {
  it('gives an operator the latest code sent to a target', async () => {
    const email = `${unique('o')}@example.com`;
    expect((await call(ctx.app, SEND_CODE, { json: { email, purpose: 'register' } })).status).toBe(200);
    const token = (await adminLogin('admin', 'admin1234')).data.accessToken as string;
    const res = await call(ctx.app, `/api/admin/outbox?to=${encodeURIComponent(email)}`, { token });
    expect(res.status).toBe(200);
    expect(res.data.items[0].recipient).toBe(email);
    expect(res.data.items[0].code).toMatch(/^\d{6}$/);
  });

  it('is not there for visitors and customers', async () => {
    expect((await call(ctx.app, '/api/admin/outbox?to=demo@example.com')).status).toBe(401);
    const customer = await loginDemo(ctx.app);
    const res = await call(ctx.app, '/api/admin/outbox?to=demo@example.com', { token: customer });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.data)).not.toMatch(/\d{6}/);
  });

  it("keeps another host's messages from an operator of this host", async () => {
    const email = `${unique('x')}@example.com`;
    await call(ctx.app, SEND_CODE, { host: 'blue.localhost', json: { email, purpose: 'register' } });
    const token = (await adminLogin('admin', 'admin1234')).data.accessToken as string;
    const res = await call(ctx.app, `/api/admin/outbox?to=${encodeURIComponent(email)}`, { token });
    expect(res.data.items).toEqual([]);
  });
});

describe('POST /api/admin/outbox/resend-now', () => {
  it('ends the minute a target waits for its next code, for an operator only; the code sent keeps working', async () => {
    const email = `${unique('r')}@example.com`;
    const send = () => call(ctx.app, SEND_CODE, { json: { email, purpose: 'register' } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    const customer = await loginDemo(ctx.app);
    expect((await call(ctx.app, '/api/admin/outbox/resend-now', { token: customer, json: { to: email } })).status).toBe(404);
    expect((await send()).status).toBe(429);
    const token = (await adminLogin('admin', 'admin1234')).data.accessToken as string;
    expect((await call(ctx.app, '/api/admin/outbox/resend-now', { token, json: { to: email.toUpperCase() } })).status).toBe(204);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });
});

describe('outbox over HTTP is off by default', () => {
  it('the outbox is not served without OUTBOX_OVER_HTTP; the operator sign-in is (for the warehouse routes)', async () => {
    const { createApp } = await import('../../app.ts');
    const app = createApp(ctx.database.db, { logError: () => {}, exposeOutbox: false });
    const login = await call(app, ADMIN_LOGIN, { json: { username: 'admin', password: 'admin1234' } });
    expect(login.status).toBe(200);
    const token = login.data.accessToken as string;
    const res = await call(app, '/api/admin/outbox?to=demo@example.com', { token });
    expect(res.status).toBe(404);
    expect((await call(app, '/api/admin/outbox/resend-now', { token, json: { to: 'demo@example.com' } })).status).toBe(404);
    expect((await call(app, '/api/admin/parcel/list', { token })).status).toBe(200);
  });
});

describe('user types', () => {
  it('an operator session is not a member session: /u/* answers 401 as without a session', async () => {
    const token = (await adminLogin('admin', 'admin1234')).data.accessToken as string;
    for (const path of ['/api/u/user', '/api/u/user/center', '/api/u/user/address/list']) {
      const res = await call(ctx.app, path, { token, method: path.endsWith('list') ? 'POST' : 'GET' });
      expect(res.status, path).toBe(401);
      expect(res.data.error.code).toBe('Unauthorized');
    }
    const bind = await call(ctx.app, '/api/passport-management/bind', { token, json: { preAuthCode: 'PAx' } });
    expect(bind.status).toBe(401);
    // the same token still reads the outbox; a customer's does not
    expect((await call(ctx.app, '/api/admin/outbox', { token })).status).toBe(200);
    expect((await call(ctx.app, '/api/u/user', { token: await loginDemo(ctx.app) })).status).toBe(200);
  });
});
