import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, outbox, verificationCodes } from '../../db/schema/index.ts';
import { latestCode, latestOutbox } from '../outbox/service.ts';
import { call, loginDemo, testAppPerFile } from '../../test/harness.ts';
import { postForm, registerMember, SEND_CODE, sendAndRead, unique } from '../../test/accounts-helpers.ts';

const ctx = testAppPerFile();

const P = '/api/passport-management';
const db = () => ctx().database.db;

async function codeRow(email: string) {
  const rows = await db()
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.target, `email:${email}`));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

/** Moves the last send of a target 61 s into the past so another may be sent. */
async function age(email: string, ms = 61_000) {
  const row = await codeRow(email);
  await db()
    .update(verificationCodes)
    .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
    .where(eq(verificationCodes.id, row.id));
}

describe('verification codes', () => {
  it('are 6 digits, stored hashed, delivered to the outbox only, and never returned over HTTP', async () => {
    const email = `${unique()}@example.com`;
    const res = await call(ctx().app, SEND_CODE, { json: { email, purpose: 'register' } });
    expect(res).toEqual({ status: 200, data: { expiresIn: 600, resendAfter: 60 } });
    const code = await latestCode(db(), email);
    expect(code).toMatch(/^\d{6}$/);
    const row = await codeRow(email);
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(600_000);
    expect(JSON.stringify(res.data)).not.toContain(code!);
  });

  it('accepts a form body and a phone with international code', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const res = await postForm(ctx().app, SEND_CODE, { phone, international_code: '+86', purpose: 'register' });
    expect(res.status).toBe(200);
    const [msg] = await latestOutbox(db(), { to: phone, limit: 1 });
    expect(msg.channel).toBe('sms');
    expect(msg.recipient).toBe(`+86 ${phone}`);
  });

  it('one send per target per 60 s (429, localized), then again after 60 s', async () => {
    const email = `${unique()}@example.com`;
    expect((await call(ctx().app, SEND_CODE, { json: { email, purpose: 'register' } })).status).toBe(200);
    const again = await call(ctx().app, SEND_CODE, { json: { email, purpose: 'bind' }, lang: 'en' });
    expect(again.status).toBe(429);
    expect(again.data.error.message).toMatch(/60 seconds/);
    const zh = await call(ctx().app, SEND_CODE, { json: { email, purpose: 'register' } });
    expect(zh.data.error.message).toMatch(/60 秒/);
    await age(email);
    expect((await call(ctx().app, SEND_CODE, { json: { email, purpose: 'register' } })).status).toBe(200);
  });

  it('check verifies without consuming; a wrong code counts a try; 5 wrong tries kill the code', async () => {
    const email = `${unique()}@example.com`;
    const code = (await sendAndRead(ctx(), { email }, 'register'))!;
    const check = (c: string) => call(ctx().app, `${P}/check-verification-code`, { json: { target: email, code: c, purpose: 'register' } });
    expect(await check(code)).toEqual({ status: 200, data: { valid: true } });
    expect((await check(code)).status).toBe(200); // not consumed
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await check(wrong)).status).toBe(400);
    expect((await codeRow(email)).attempts).toBe(4);
    expect((await check(code)).status).toBe(200); // 4 wrong tries: still alive
    expect((await check(wrong)).status).toBe(400); // 5th wrong try
    expect((await codeRow(email)).attempts).toBe(5);
    // (5 wrong codes are also the target's throttle budget: age those failures to see the code itself)
    await db()
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginFailures.key, `email:${email}`));
    const dead = await check(code);
    expect(dead.status).toBe(400);
    expect(dead.data.error.code).toBe('InvalidVerificationCode');
  });

  it('wrong purpose is not accepted', async () => {
    const email = `${unique()}@example.com`;
    const code = (await sendAndRead(ctx(), { email }, 'register'))!;
    const res = await call(ctx().app, `${P}/check-verification-code`, { json: { target: email, code, purpose: 'reset' } });
    expect(res.status).toBe(400);
  });

  it('expires after 10 minutes', async () => {
    const email = `${unique()}@example.com`;
    const code = (await sendAndRead(ctx(), { email }, 'register'))!;
    const row = await codeRow(email);
    await db()
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.id, row.id));
    const res = await call(ctx().app, `${P}/check-verification-code`, { json: { target: email, code, purpose: 'register' } });
    expect(res.status).toBe(400);
  });

  it('login / reset for an unknown target answer the same but send nothing', async () => {
    const unknown = `${unique()}@example.com`;
    const before = await db().select().from(outbox);
    const a = await call(ctx().app, SEND_CODE, { json: { email: unknown, purpose: 'login' } });
    const b = await call(ctx().app, SEND_CODE, { json: { email: 'demo@example.com', purpose: 'reset' }, host: 'navy.localhost' });
    expect(a).toEqual(b);
    const after = await db().select().from(outbox);
    expect(after.length).toBe(before.length + 1);
    expect(after.some((m) => m.recipient === unknown)).toBe(false);
    // rate limit applies to unknown targets as well
    expect((await call(ctx().app, SEND_CODE, { json: { email: unknown, purpose: 'login' } })).status).toBe(429);
  });

  it('validation names the field, localized', async () => {
    const res = await call(ctx().app, SEND_CODE, { json: { email: 'not-an-email', purpose: 'register' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.data.error.validationErrors).toEqual([{ members: ['email'], message: 'Enter a correct email address.' }]);
    const purpose = await call(ctx().app, SEND_CODE, { json: { email: 'a@b.co', purpose: 'nope' } });
    expect(purpose.data.error.validationErrors[0].members).toEqual(['purpose']);
  });
});

describe('register', () => {
  it('creates a customer in the request tenant and signs in', async () => {
    const m = await registerMember(ctx(), 'blue.localhost');
    const me = await call(ctx().app, '/api/u/user', { token: m.token, host: 'blue.localhost' });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ userName: m.userName, email: m.email });
    expect(me.data.memberCode).toMatch(/^BW\d{6}$/);
    // tenant isolation: the member cannot sign in on localhost, the blue token is not valid there
    const other = await call(ctx().app, `${P}/login`, { json: { username: m.userName, password: m.password, userType: 2 } });
    expect(other.status).toBe(400);
    expect((await call(ctx().app, '/api/u/user', { token: m.token })).status).toBe(401);
    expect((await loginDemo(ctx().app, 'blue.localhost', m.userName, m.password)).length).toBeGreaterThan(20);
  });

  it('user name, e-mail and phone are unique per tenant, case-insensitive; codes are single use', async () => {
    const m = await registerMember(ctx());
    const email2 = `${unique()}@example.com`;
    const code = (await sendAndRead(ctx(), { email: email2 }, 'register'))!;
    const fields = {
      userName: m.userName.toUpperCase(),
      email: email2,
      code,
      password: 'abc123',
      confirmPassword: 'abc123',
      agree: 'true',
    };
    const dupName = await postForm(ctx().app, `${P}/register`, fields, { lang: 'en' });
    expect(dupName.status).toBe(400);
    expect(dupName.data.error.validationErrors[0]).toEqual({ members: ['userName'], message: 'This user name is already registered.' });
    // the same e-mail (other case) on the same host
    const code3 = (await sendAndRead(ctx(), { email: m.email.toUpperCase() }, 'register'))!;
    const dupEmail = await postForm(ctx().app, `${P}/register`, {
      ...fields,
      userName: unique('n'),
      email: m.email.toUpperCase(),
      code: code3,
    });
    expect(dupEmail.status).toBe(400);
    expect(dupEmail.data.error.validationErrors[0].members).toEqual(['email']);
    // the demo phone is taken on localhost
    const phoneCode = (await sendAndRead(ctx(), { phone: '13800000000', international_code: '86' }, 'register'))!;
    const dupPhone = await postForm(ctx().app, `${P}/register`, {
      userName: unique('p'),
      phone: '13800000000',
      international_code: '86',
      code: phoneCode,
      password: 'abc123',
      confirmPassword: 'abc123',
      agree: 'true',
    });
    expect(dupPhone.data.error.validationErrors[0].members).toEqual(['phone']);
    // a fresh name works with the first code, once
    const ok = await postForm(ctx().app, `${P}/register`, { ...fields, userName: unique('n') });
    expect(ok.status).toBe(200);
    const reuse = await postForm(ctx().app, `${P}/register`, { ...fields, userName: unique('n'), email: `${unique()}@x.com` });
    expect(reuse.status).toBe(400);
  });

  it('the same user name may exist on another tenant', async () => {
    const m = await registerMember(ctx(), 'navy.localhost');
    const email = `${unique()}@example.com`;
    const code = (await sendAndRead(ctx(), { email }, 'register'))!;
    const res = await postForm(ctx().app, `${P}/register`, {
      userName: m.userName,
      email,
      code,
      password: 'abc123',
      confirmPassword: 'abc123',
      agree: 'true',
    });
    expect(res.status).toBe(200);
  });

  it('password rule, confirmation, agreement and user-name rule name their fields', async () => {
    const res = await postForm(
      ctx().app,
      `${P}/register`,
      { userName: '1x', email: `${unique()}@example.com`, code: '123456', password: 'abc!', confirmPassword: 'abd', agree: 'false' },
      { lang: 'en' },
    );
    expect(res.status).toBe(400);
    const fields = res.data.error.validationErrors.map((v: { members: string[] }) => v.members[0]);
    expect(fields).toEqual(['userName', 'password', 'confirmPassword', 'agree']);
    expect(res.data.error.validationErrors[1].message).toMatch(/6 to 12/);
  });
});

describe('login by e-mail / phone code', () => {
  it('signs in with a login code sent to the e-mail; the code works once', async () => {
    const m = await registerMember(ctx());
    const code = (await sendAndRead(ctx(), { email: m.email }, 'login'))!;
    const res = await postForm(ctx().app, `${P}/login-by-email`, {
      email: ` ${m.email.toUpperCase()} `,
      otp: ` ${code} `,
      verification_code: 'null',
    });
    expect(res.status).toBe(200);
    expect(res.data.tokenType).toBe('Bearer');
    const again = await postForm(ctx().app, `${P}/login-by-email`, { email: m.email, otp: code, verification_code: 'null' });
    expect(again.status).toBe(400);
  });

  it('signs in by phone on its own tenant only', async () => {
    const host = 'navy.localhost';
    const code = (await sendAndRead(ctx(), { phone: '13800000000', international_code: '86' }, 'login', host))!;
    const wrongHost = await postForm(
      ctx().app,
      `${P}/login-by-phone-number`,
      {
        phone_number: '13800000000',
        international_code: '86',
        otp: code,
        verification_code: 'null',
      },
      { headers: { 'x-forwarded-for': '10.9.0.1' } },
    );
    expect(wrongHost.status).toBe(400);
    const res = await postForm(
      ctx().app,
      `${P}/login-by-phone-number`,
      { phone_number: '13800000000', international_code: '86', otp: code, verification_code: 'null' },
      { host },
    );
    expect(res.status).toBe(200);
    expect((await call(ctx().app, '/api/u/user', { token: res.data.accessToken, host })).data.userName).toBe('demo');
  });
});

describe('login throttling', () => {
  const login = (username: string, password: string, ip: string, lang = 'zh-Hans') =>
    call(ctx().app, `${P}/login`, { json: { username, password, userType: 2 }, lang, headers: { 'x-forwarded-for': ip } });

  it('5 failures for one identifier → 429, the same for unknown accounts, even with the right password', async () => {
    const m = await registerMember(ctx());
    const unknown = unique('ghost');
    for (let i = 0; i < 5; i++) {
      expect((await login(m.userName, 'wrong1', `10.1.${i}.1`)).status).toBe(400);
      expect((await login(unknown, 'wrong1', `10.1.${i}.2`)).status).toBe(400);
    }
    const known = await login(m.userName.toUpperCase(), m.password, '10.1.9.1', 'en');
    const ghost = await login(` ${unknown} `, 'whatever', '10.1.9.2', 'en');
    expect(known.status).toBe(429);
    expect(ghost).toEqual(known);
    expect(known.data.error.message).toMatch(/15 minutes/);
    // other identifiers are not affected; the window slides: failures older than 15 minutes do not count
    const id = (await call(ctx().app, '/api/u/user', { token: m.token })).data.id as string;
    await db()
      .update(loginFailures)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, `user:${id}`)));
    expect((await login(m.userName, m.password, '10.1.9.3')).status).toBe(200);
  });

  it('a success clears the identifier’s failures', async () => {
    const m = await registerMember(ctx());
    for (let i = 0; i < 4; i++) await login(m.userName, 'wrong1', '10.2.0.1');
    expect((await login(m.userName, m.password, '10.2.0.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(m.userName, 'wrong1', '10.2.0.1')).status).toBe(400);
    expect((await login(m.userName, m.password, '10.2.0.1')).status).toBe(200);
  });

  it('code logins count towards the identifier', async () => {
    const m = await registerMember(ctx());
    for (let i = 0; i < 5; i++) {
      const r = await postForm(ctx().app, `${P}/login-by-email`, { email: m.email, otp: '000000' }, { headers: { 'x-forwarded-for': '10.3.0.1' } });
      expect(r.status).toBe(400);
    }
    const r = await postForm(ctx().app, `${P}/login-by-email`, { email: m.email, otp: '000000' }, { headers: { 'x-forwarded-for': '10.3.0.2' } });
    expect(r.status).toBe(429);
  });

  it('50 failures from one client address → 429 for any identifier', async () => {
    const ip = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await db()
      .insert(loginFailures)
      .values(Array.from({ length: 49 }, () => ({ tenantId: 'x', scope: 'address', key: ip })));
    expect((await login(unique('x'), 'wrong1', ip)).status).toBe(400); // the 50th
    const res = await login('demo', 'demo1234', ip);
    expect(res.status).toBe(429);
    expect((await login('demo', 'demo1234', '10.4.255.255')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('needs a reset code, sets the password and ends ALL sessions', async () => {
    const m = await registerMember(ctx());
    const other = await loginDemo(ctx().app, 'localhost', m.userName, m.password);
    const code = (await sendAndRead(ctx(), { email: m.email }, 'reset'))!;
    const bad = await call(ctx().app, `${P}/reset-password`, {
      json: { target: m.email, code, password: 'new123', confirmPassword: 'new124' },
    });
    expect(bad.status).toBe(400);
    const res = await call(ctx().app, `${P}/reset-password`, {
      json: { target: m.email, code, password: 'new123', confirmPassword: 'new123' },
    });
    expect(res).toEqual({ status: 200, data: {} });
    for (const token of [m.token, other]) expect((await call(ctx().app, '/api/u/user', { token })).status).toBe(401);
    expect((await call(ctx().app, `${P}/login`, { json: { username: m.userName, password: m.password, userType: 2 } })).status).toBe(400);
    expect((await loginDemo(ctx().app, 'localhost', m.userName, 'new123')).length).toBeGreaterThan(20);
    const reuse = await call(ctx().app, `${P}/reset-password`, {
      json: { target: m.email, code, password: 'new999', confirmPassword: 'new999' },
    });
    expect(reuse.status).toBe(400);
  });
});

describe('login code and extension pre-auth code', () => {
  it('a login code from the user centre signs in once, on its tenant only', async () => {
    const m = await registerMember(ctx());
    const issued = await call(ctx().app, '/api/u/user/login-code', { method: 'POST', token: m.token });
    expect(issued.status).toBe(200);
    expect(issued.data.loginCode).toMatch(/^[A-Z2-9]{10}$/);
    const xff = { 'x-forwarded-for': '10.5.0.1' };
    const blue = await call(ctx().app, `${P}/login-by-code`, {
      json: { code: issued.data.loginCode },
      host: 'blue.localhost',
      headers: xff,
    });
    expect(blue.status).toBe(400);
    const ok = await postForm(ctx().app, `${P}/login-by-code`, { code: issued.data.loginCode.toLowerCase() }, { headers: xff });
    expect(ok.status).toBe(200);
    expect((await call(ctx().app, '/api/u/user', { token: ok.data.accessToken })).data.userName).toBe(m.userName);
    const again = await call(ctx().app, `${P}/login-by-code`, { json: { code: issued.data.loginCode }, headers: xff });
    expect(again.status).toBe(400);
  });

  it('pre-auth: issue → login with bind_link_pre_auth_code binds → the extension exchanges it once', async () => {
    const issued = await call(ctx().app, `${P}/pre-auth-code`, { method: 'POST' });
    const code = issued.data.preAuthCode;
    expect(code).toMatch(/^PA[\w-]{32}$/);
    const xff = { 'x-forwarded-for': '10.6.0.1' };
    const early = await call(ctx().app, `${P}/login-by-pre-auth-code`, { json: { preAuthCode: code }, headers: xff, lang: 'en' });
    expect(early.status).toBe(400);
    expect(early.data.error.code).toBe('PreAuthCodeNotBound');
    const m = await registerMember(ctx());
    const login = await call(ctx().app, `${P}/login`, {
      json: { username: m.userName, password: m.password, userType: 2, bind_link_pre_auth_code: code },
    });
    expect(login.status).toBe(200);
    const ext = await call(ctx().app, `${P}/login-by-pre-auth-code`, { json: { preAuthCode: code }, headers: xff });
    expect(ext.status).toBe(200);
    expect((await call(ctx().app, '/api/u/user', { token: ext.data.accessToken })).data.userName).toBe(m.userName);
    expect((await call(ctx().app, `${P}/login-by-pre-auth-code`, { json: { preAuthCode: code }, headers: xff })).status).toBe(400);
  });

  it('bind needs sign-in; bind refuses a code of another member, re-bind moves it', async () => {
    const code = (await call(ctx().app, `${P}/pre-auth-code`, { method: 'POST' })).data.preAuthCode;
    expect((await call(ctx().app, `${P}/bind`, { json: { preAuthCode: code } })).status).toBe(401);
    const a = await registerMember(ctx());
    const b = await registerMember(ctx());
    expect((await call(ctx().app, `${P}/bind`, { json: { preAuthCode: code }, token: a.token })).status).toBe(200);
    expect((await call(ctx().app, `${P}/bind`, { json: { preAuthCode: code }, token: b.token })).status).toBe(409);
    expect((await call(ctx().app, `${P}/re-bind`, { json: { preAuthCode: code }, token: b.token })).status).toBe(200);
    const ext = await call(ctx().app, `${P}/login-by-pre-auth-code`, {
      json: { pre_auth_code: code },
      headers: { 'x-forwarded-for': '10.6.0.2' },
    });
    expect((await call(ctx().app, '/api/u/user', { token: ext.data.accessToken })).data.userName).toBe(b.userName);
    const bad = await call(ctx().app, `${P}/bind`, { json: { preAuthCode: 'PAnope' }, token: a.token });
    expect(bad.status).toBe(400);
  });
});
