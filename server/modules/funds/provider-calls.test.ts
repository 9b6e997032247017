// The top-ups' calls to payment providers, through the API: every call a customer triggers (create, pay
// again, "I have paid", reading an unpaid one) is counted per top-up and per customer across processes;
// over the limit a read answers what is stored, creating answers a localized 429. Pay, notice and return
// URLs are on the site's configured public origin, never on what the request's headers say.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentMethod, PaymentStatus } from '../../../lib/contract/enums.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { api, newMember, type Member } from '../parcels/test-helpers.ts';
import { pressButton, sandboxOrderOf, sandboxForThisFile } from '../payments/test-helpers.ts';
import { PROVIDER_CALLS_PER_CUSTOMER, PROVIDER_CALLS_PER_TOPUP } from './provider-calls.ts';
import { plugProviders, providers, type ProviderPort } from './provider-port.ts';

sandboxForThisFile();
const ctx = testAppPerFile();

/** Counts the calls that reach the provider port (what would go out to PayPal, HitPay, …). */
const calls = { start: 0, sync: 0, close: 0 };
let real: ProviderPort;
beforeAll(() => {
  real = providers();
  plugProviders({
    ...real,
    startPayment: (...args) => {
      calls.start += 1;
      return real.startPayment(...args);
    },
    syncTopup: (...args) => {
      calls.sync += 1;
      return real.syncTopup(...args);
    },
    closeAtProvider: (...args) => {
      calls.close += 1;
      return real.closeAtProvider?.(...args) ?? Promise.resolve();
    },
  });
});
afterAll(() => plugProviders(real));
const total = () => calls.start + calls.sync + calls.close;

const HITPAY = { method: PaymentMethod.hitpay, currency: 'SGD', amount: 20 };
let keys = 0;
const create = (m: Member, headers: Record<string, string> = {}, lang = 'zh-Hans') =>
  call(ctx().app, '/api/u/fund-management/topup/user-topup', {
    token: m.token,
    host: m.host,
    lang,
    json: HITPAY,
    headers: { 'idempotency-key': `k-${(keys += 1)}`, ...headers },
  });

describe('calls to the provider', () => {
  it('20 "I have paid" make at most the per-top-up limit of provider queries; each answers the stored state', async () => {
    const m = await newMember(ctx());
    const topup = (await create(m)).data;
    expect(topup.next.kind).toBe('redirect');
    const before = total();
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await api(ctx(), m).post(`/u/fund-management/topup/${topup.id}/confirm`, { query: '' }));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => a.data.id === topup.id && a.data.status === PaymentStatus.PendingPayment)).toBe(true);
    // Creating it was one call of the top-up's budget.
    expect(total() - before).toBeLessThanOrEqual(PROVIDER_CALLS_PER_TOPUP.limit - 1);
    expect(total() - before).toBeGreaterThan(0);

    // Paid at the provider, which notifies: the limited confirm answers the stored (now credited) state.
    const order = await sandboxOrderOf(ctx().database.db, 'hitpay', topup.id);
    expect((await pressButton(ctx().app, order.id, 'pay')).status).toBe(303);
    const queried = total();
    const after = await api(ctx(), m).post(`/u/fund-management/topup/${topup.id}/confirm`, { query: '' });
    expect(after.data.status).toBe(PaymentStatus.Successfully);
    expect(total()).toBe(queried);
  });

  it('a customer over the limit gets a localized 429 for a new online top-up, and reads still answer', async () => {
    const m = await newMember(ctx());
    const made: string[] = [];
    for (let i = 0; i < PROVIDER_CALLS_PER_CUSTOMER.limit; i += 1) {
      const res = await create(m);
      expect(res.status).toBe(200);
      made.push(res.data.id);
    }
    const before = total();
    const refused = await create(m, {}, 'en');
    expect(refused.status).toBe(429);
    expect(refused.data.error.code).toBe('TooManyRequests');
    expect(refused.data.error.message).toMatch(/payment provider/i);
    const zh = await create(m);
    expect(zh.status).toBe(429);
    expect(zh.data.error.message).toMatch(/支付/);
    const read = await api(ctx(), m).get(`/u/fund-management/topup/${made[0]}`);
    expect(read.status).toBe(200);
    expect(read.data.status).toBe(PaymentStatus.PendingPayment);
    expect(total()).toBe(before);
    // A bank transfer makes no provider call: still possible.
    const bank = await call(ctx().app, '/api/u/fund-management/topup/user-topup', {
      token: m.token,
      host: m.host,
      json: { method: PaymentMethod.bankcard, currency: 'CNY', amount: 20 },
      headers: { 'idempotency-key': 'bank-1' },
    });
    expect(bank.status).toBe(200);
  });
});

describe('payment URLs', () => {
  afterEach(() => {
    vi.stubEnv('PUBLIC_ORIGIN_SCHEME', undefined);
    vi.stubEnv('PUBLIC_PORT', undefined);
  });

  it('are on the site’s configured origin whatever Host, X-Forwarded-Host or Referer say', async () => {
    vi.stubEnv('PUBLIC_ORIGIN_SCHEME', 'http');
    vi.stubEnv('PUBLIC_PORT', '3000');
    const m = await newMember(ctx());
    const cases: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { referer: 'https://evil.example/en/recharge' },
    ];
    for (const headers of cases) {
      const res = await create(m, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      const order = await sandboxOrderOf(ctx().database.db, 'hitpay', res.data.id);
      const urls = { pay: res.data.next.url, notify: order.notifyUrl, back: order.returnUrl };
      expect(urls, JSON.stringify(headers)).toEqual({
        pay: `http://localhost:3000/api/sandbox/checkout/${order.id}`,
        notify: 'http://localhost:3000/api/payment/notify/hitpay',
        back: `http://localhost:3000/details/topup?id=${res.data.id}&from=return`,
      });
    }
  });

  it('follow the site of the request’s tenant (blue.localhost), with the configured scheme and port', async () => {
    vi.stubEnv('PUBLIC_ORIGIN_SCHEME', 'https');
    vi.stubEnv('PUBLIC_PORT', '443');
    const m = await newMember(ctx(), 'blue.localhost');
    const res = await create(m, { 'x-forwarded-host': 'evil.example' }, 'en');
    expect(res.status).toBe(200);
    const order = await sandboxOrderOf(ctx().database.db, 'hitpay', res.data.id);
    expect([res.data.next.url, order.notifyUrl, order.returnUrl]).toEqual([
      `https://blue.localhost/api/sandbox/checkout/${order.id}`,
      'https://blue.localhost/api/payment/notify/hitpay',
      `https://blue.localhost/en/details/topup?id=${res.data.id}&from=return`,
    ]);
  });
});
