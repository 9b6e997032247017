import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, users, verificationCodes } from '../../db/schema/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { postForm, registerMember, sendAndRead, unique } from '../../test/accounts-helpers.ts';
import { identifierKey } from './throttle.ts';

const ctx = testAppPerFile();

const P = '/api/passport-management';
const db = () => ctx().database.db;
let ipSeq = 0;
/** A fresh client address per use, so the per-address limit (50) stays out of the way. */
const freshIp = () => `10.77.${Math.floor(Math.random() * 250)}.${(ipSeq += 1) % 250}`;
const xff = (ip = freshIp()) => ({ 'x-forwarded-for': ip });
const login = (username: string, password: string, ip = freshIp()) =>
  call(ctx().app, `${P}/login`, { json: { username, password, userType: 2 }, lang: 'en', headers: xff(ip) });
const statuses = (answers: { status: number }[]) => answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

/** A fresh member with a phone too. */
async function memberWithPhone() {
  const m = await registerMember(ctx());
  const phone = `139${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  await db().update(users).set({ phone }).where(eq(users.userName, m.userName));
  return { ...m, phone };
}

describe('the per-account budget', () => {
  it('is reserved before the password is checked: of 30 parallel wrong passwords at most 5 reach the check', async () => {
    const m = await registerMember(ctx());
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(m.userName, 'wrong1')));
    expect(statuses(answers)).toEqual({ 400: 5, 429: 25 });
    expect((await login(m.userName, m.password)).status).toBe(429);
  });

  it('is one budget for the name, the e-mail and the phone of an account', async () => {
    const m = await memberWithPhone();
    expect((await login(m.userName, 'wrong1')).status).toBe(400);
    expect((await login(m.userName.toUpperCase(), 'wrong1')).status).toBe(400);
    expect((await login(m.email, 'wrong1')).status).toBe(400);
    expect((await login(` ${m.email.toUpperCase()} `, 'wrong1')).status).toBe(400);
    expect((await login(m.phone, 'wrong1')).status).toBe(400);
    for (const spelling of [m.userName, m.email, m.phone]) expect((await login(spelling, m.password)).status).toBe(429);
    // a code sign-in draws on the same budget
    const byEmail = await postForm(ctx().app, `${P}/login-by-email`, { email: m.email, otp: '000000' }, { headers: xff() });
    expect(byEmail.status).toBe(429);
  });

  it('an unknown identifier is keyed by its normalised spelling: the 429 looks the same', async () => {
    const m = await registerMember(ctx());
    const ghost = `${unique('ghost')}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await login(m.email, 'wrong1')).status).toBe(400);
      expect((await login(i % 2 ? ghost : ghost.toUpperCase(), 'wrong1')).status).toBe(400);
    }
    const known = await login(m.email, m.password);
    const unknown = await login(` ${ghost} `, 'whatever');
    expect(known.status).toBe(429);
    expect(unknown).toEqual(known);
  });

  it('normalises identifiers as code targets do', () => {
    expect(identifierKey(' +86 138-0000-0000 ')).toBe('phone:8613800000000');
    expect(identifierKey(' A@B.com ')).toBe('email:a@b.com');
    expect(identifierKey(' Demo ')).toBe('name:demo');
  });
});

describe('code checks are throttled per target / account and per address', () => {
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
  /** 5 wrong codes for the target (each from another address, each on a fresh code so the code's own 5 tries never end it). */
  async function fiveWrong(email: string, purpose: string, send: (code: string) => Promise<{ status: number }>) {
    for (let i = 0; i < 5; i++) {
      const code = (await sendAndRead(ctx(), { email }, purpose))!;
      expect((await send(wrongOf(code))).status).toBe(400);
    }
    return (await sendAndRead(ctx(), { email }, purpose))!;
  }

  it('check-verification-code: 5 wrong codes for a target, then even the right code is 429', async () => {
    const email = `${unique()}@example.com`;
    const check = (code: string) => call(ctx().app, `${P}/check-verification-code`, { json: { email, code, purpose: 'register' }, headers: xff(), lang: 'en' });
    const right = await fiveWrong(email, 'register', check);
    const res = await check(right);
    expect(res.status).toBe(429);
    expect(res.data.error.message).toMatch(/15 minutes/);
  });

  it('register: 5 wrong codes for a target, then 429', async () => {
    const email = `${unique()}@example.com`;
    const register = (code: string) =>
      postForm(
        ctx().app,
        `${P}/register`,
        { userName: unique('r'), email, code, password: 'abc123', confirmPassword: 'abc123', agree: 'true' },
        { headers: xff() },
      );
    const right = await fiveWrong(email, 'register', register);
    expect((await register(right)).status).toBe(429);
  });

  it('reset-password: 5 wrong codes for an account, then 429', async () => {
    const m = await registerMember(ctx());
    const reset = (code: string) =>
      postForm(ctx().app, `${P}/reset-password`, { email: m.email, code, password: 'new123', confirmPassword: 'new123' }, { headers: xff() });
    const right = await fiveWrong(m.email, 'reset', reset);
    expect((await reset(right)).status).toBe(429);
    expect((await login(m.userName, m.password)).status).toBe(429); // the account's one budget
  });

  it('50 failures from one address → 429 on register, reset and check as on sign-in', async () => {
    const ip = freshIp();
    await db()
      .insert(loginFailures)
      .values(Array.from({ length: 50 }, () => ({ tenantId: 'x', scope: 'address', key: ip })));
    const email = `${unique()}@example.com`;
    const code = (await sendAndRead(ctx(), { email }, 'register'))!;
    const fields = { userName: unique('a'), email, code, password: 'abc123', confirmPassword: 'abc123', agree: 'true' };
    expect((await postForm(ctx().app, `${P}/register`, fields, { headers: xff(ip) })).status).toBe(429);
    expect((await postForm(ctx().app, `${P}/check-verification-code`, { email, code, purpose: 'register' }, { headers: xff(ip) })).status).toBe(429);
    expect(
      (await postForm(ctx().app, `${P}/reset-password`, { email, code, password: 'abc123', confirmPassword: 'abc123' }, { headers: xff(ip) })).status,
    ).toBe(429);
    // from another address the same code still registers
    expect((await postForm(ctx().app, `${P}/register`, fields, { headers: xff() })).status).toBe(200);
  });
});

describe('register proves the code before it says anything is taken', () => {
  it('a taken name, e-mail or phone with a wrong code is only "wrong code"', async () => {
    const m = await registerMember(ctx());
    const email = `${unique()}@example.com`;
    const code = (await sendAndRead(ctx(), { email }, 'register'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const base = { password: 'abc123', confirmPassword: 'abc123', agree: 'true' };
    const takenName = await postForm(ctx().app, `${P}/register`, { ...base, userName: m.userName, email, code: wrong }, { headers: xff() });
    const takenEmail = await postForm(ctx().app, `${P}/register`, { ...base, userName: unique('t'), email: m.email, code: wrong }, { headers: xff() });
    const takenPhone = await postForm(
      ctx().app,
      `${P}/register`,
      { ...base, userName: unique('t'), phone: '13800000000', international_code: '86', code: wrong },
      { headers: xff() },
    );
    for (const res of [takenName, takenEmail, takenPhone]) {
      expect(res.status).toBe(400);
      expect(res.data.error.code).toBe('InvalidVerificationCode');
    }
    // with the right code the taken name is told, and the code still serves a free name
    const told = await postForm(ctx().app, `${P}/register`, { ...base, userName: m.userName, email, code }, { headers: xff() });
    expect(told.data.error.validationErrors[0].members).toEqual(['userName']);
    expect((await postForm(ctx().app, `${P}/register`, { ...base, userName: unique('f'), email, code }, { headers: xff() })).status).toBe(200);
    const [row] = await db()
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, `email:${email}`));
    expect(row.consumedAt).not.toBeNull();
  });
});
