import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginDemo, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const LOGIN = '/api/passport-management/login';
const login = (username: string, password: string, userType = 2, lang = 'zh-Hans', host = 'localhost') =>
  call(ctx.app, LOGIN, { json: { username, password, userType }, lang, host });

describe('login', () => {
  it.each(['demo', '  DEMO ', 'demo@example.com', ' Demo@Example.com', '13800000000', ' 13800000000 '])('accepts %j', async (username) => {
    const { status, data } = await login(username, 'demo1234');
    expect(status).toBe(200);
    expect(data.tokenType).toBe('Bearer');
    expect(data.accessToken).toMatch(/^[\w-]{40,}$/);
  });

  it('wrong password, unknown user, admin user type and admin account all answer the same', async () => {
    const answers = await Promise.all([
      login('demo', 'wrong-pass'),
      login('nobody', 'demo1234'),
      login('demo', 'demo1234', 1),
      login('admin', 'admin1234'),
      login('admin', 'admin1234', 1),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.data).toEqual(answers[0].data);
    }
    expect(answers[0].data.error.message).toMatch(/登录失败/);
    const en = await login('nobody', 'x', 2, 'en');
    expect(en.data.error.message).toMatch(/Login failed/);
  });

  it('validation errors name the field', async () => {
    const { status, data } = await call(ctx.app, LOGIN, { json: { username: 'demo', userType: 2 }, lang: 'en' });
    expect(status).toBe(400);
    expect(data.error.validationErrors).toEqual([expect.objectContaining({ members: ['password'] })]);
  });

  it('malformed JSON → 400 in the error shape', async () => {
    const res = await ctx.app.request('http://localhost/api/passport-management/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBeTruthy();
  });
});

describe('session', () => {
  it('GET /u/user returns the member', async () => {
    const token = await loginDemo(ctx.app);
    const { status, data } = await call(ctx.app, '/api/u/user', { token });
    expect(status).toBe(200);
    expect(data).toMatchObject({ userName: 'demo', email: 'demo@example.com', phone: '13800000000' });
    expect(data.id).toMatch(/^U/);
  });

  it('401 without or with a bad token, in the error shape', async () => {
    const none = await call(ctx.app, '/api/u/user');
    expect(none.status).toBe(401);
    expect(none.data.error.code).toBe('Unauthorized');
    const bad = await call(ctx.app, '/api/u/user', { token: 'not-a-token', lang: 'en' });
    expect(bad.status).toBe(401);
    expect(bad.data.error.message).toMatch(/sign in/);
  });

  it('a token of localhost is 401 on blue.localhost', async () => {
    const token = await loginDemo(ctx.app, 'localhost');
    expect((await call(ctx.app, '/api/u/user', { token, host: 'blue.localhost' })).status).toBe(401);
    const blueToken = await loginDemo(ctx.app, 'blue.localhost');
    expect((await call(ctx.app, '/api/u/user', { token: blueToken, host: 'blue.localhost' })).status).toBe(200);
    expect((await call(ctx.app, '/api/u/user', { token: blueToken, host: 'localhost' })).status).toBe(401);
  });

  it('logout revokes the session; a second logout still answers 200', async () => {
    const token = await loginDemo(ctx.app);
    expect((await call(ctx.app, '/api/u/user', { token })).status).toBe(200);
    const out = await call(ctx.app, '/api/passport-management/logout', { method: 'POST', token });
    expect(out).toEqual({ status: 200, data: {} });
    expect((await call(ctx.app, '/api/u/user', { token })).status).toBe(401);
    expect((await call(ctx.app, '/api/passport-management/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(ctx.app, '/api/passport-management/logout', { method: 'POST' })).status).toBe(200);
  });
});
