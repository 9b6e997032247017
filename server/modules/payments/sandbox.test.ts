// The sandbox providers' own behaviour: the checkout and scan pages, the way back to the merchant, refusals
// of unsigned requests, PayPal's capture idempotency, late notices, failure, cancel and close.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../lib/contract/enums.ts';
import { topups } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { sandboxKeys } from './config.ts';
import { sandboxTiming } from './sandbox/notices.ts';
import { closeAtProvider, startPayment, syncTopup } from './service.ts';
import { balanceOf, createCustomer, createTopup, eventsOf, pressButton, reloadTopup, sandboxOrderOf, topupStatus, sandboxForThisFile } from './test-helpers.ts';
import type { ProviderName } from './types.ts';

sandboxForThisFile();
const ctx = testAppPerFile();
const db = () => ctx().database.db;
const app = () => ctx().app;

const SETUP: Record<ProviderName, { method: number; currency: string }> = {
  wechat: { method: 1, currency: 'CNY' },
  alipay: { method: 2, currency: 'CNY' },
  paypal: { method: 4, currency: 'USD' },
  hitpay: { method: 16, currency: 'SGD' },
  billplz: { method: 32, currency: 'MYR' },
};

async function started(name: ProviderName, locale: 'en' | 'zh-Hans' = 'en') {
  const customer = await createCustomer(db());
  const created = await createTopup(db(), customer, {
    method: SETUP[name].method,
    payCurrency: SETUP[name].currency,
    totalPay: 5000,
    creditAmount: 4000,
  });
  const action = await startPayment(db(), created, { origin: 'http://localhost', locale });
  await db().update(topups).set({ providerRef: action.providerRef }).where(eq(topups.id, created.id));
  if (name === 'alipay' && action.kind === 'redirect') await app().request(action.url);
  const topup = await reloadTopup(db(), created.id);
  return { customer, topup, action, order: await sandboxOrderOf(db(), name, topup.id) };
}

const page = async (path: string, lang = 'zh-Hans') => {
  const res = await app().request(`http://localhost${path}`, { headers: { 'accept-language': lang } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', html: await res.text() };
};

afterEach(() => {
  sandboxTiming.lateNotifyMs = 3000;
});

describe('checkout page', () => {
  it('shows the order and eight buttons in a form, in the language asked for', async () => {
    const { order } = await started('hitpay');
    const zh = await page(`/api/sandbox/checkout/${order.id}`);
    expect(zh.status).toBe(200);
    expect(zh.type).toMatch(/text\/html/);
    expect(zh.html).toContain('<html lang="zh-Hans">');
    expect(zh.html).toContain('测试模式');
    expect(zh.html).toContain('SGD 50.00');
    expect(zh.html.match(/<button type="submit" name="action"/g)).toHaveLength(8);
    expect(zh.html).toMatch(/<form method="post" action="\/api\/sandbox\/checkout\//);
    expect(zh.html).not.toMatch(/<script/i);
    const en = await page(`/api/sandbox/checkout/${order.id}?lang=en`);
    expect(en.html).toContain('<html lang="en">');
    for (const label of ['Pay', 'Fail', 'Cancel', 'Pay without notify', 'Notify twice', 'Late notify', 'Bad signature', 'Wrong amount']) {
      expect(en.html).toContain(`>${label}</button>`);
    }
    expect((await page(`/api/sandbox/checkout/${order.id}`, 'en')).html).toContain('<html lang="en">');
  });

  it('answers 404 for an unknown order', async () => {
    const res = await page('/api/sandbox/checkout/nope', 'en');
    expect(res.status).toBe(404);
    expect(res.html).toContain('The sandbox order does not exist.');
  });

  it('WeChat: the QR code opens the scan page, which says "paid" after paying (no way back)', async () => {
    const { customer, action, order } = await started('wechat');
    expect(action.kind).toBe('qr');
    const scan = await page(new URL(action.kind === 'qr' ? action.qrCode : '').pathname, 'en');
    expect(scan.html).toContain('WeChat scan to pay (sandbox)');
    const pressed = await pressButton(app(), order.id, 'pay');
    expect(pressed.status).toBe(200);
    expect(pressed.text).toContain('Paid. Please go back to the merchant page.');
    expect(await balanceOf(db(), customer)).toBe(4000);
  });
});

describe('the way back to the merchant', () => {
  it('Alipay returns with signed return parameters', async () => {
    const { order } = await started('alipay', 'zh-Hans');
    const { location } = await pressButton(app(), order.id, 'pay-silent');
    const back = new URL(location ?? '');
    expect(back.pathname).toBe('/details/topup');
    expect(back.searchParams.get('method')).toBe('alipay.trade.page.pay.return');
    expect(back.searchParams.get('total_amount')).toBe('50.00');
    expect(back.searchParams.get('sign')).toBeTruthy();
  });

  it('HitPay returns with ?reference&status, and a failure notice credits nothing', async () => {
    const { customer, topup, order } = await started('hitpay');
    const { location } = await pressButton(app(), order.id, 'fail');
    expect(new URL(location ?? '').searchParams.get('status')).toBe('failed');
    expect(new URL(location ?? '').searchParams.get('reference')).toBe(order.id);
    expect(await balanceOf(db(), customer)).toBe(0);
    expect((await eventsOf(db(), topup.id)).map((e) => e.outcome)).toContain('unpaid');
    expect((await syncTopup(db(), topup)).state).toBe('failed');
  });

  it('PayPal cancel goes to the cancel URL; pay returns ?token&PayerID and the return captures', async () => {
    const { customer, topup, order } = await started('paypal');
    const cancelled = await pressButton(app(), order.id, 'cancel');
    expect(cancelled.location).toMatch(/from=cancel/);
    expect(new URL(cancelled.location ?? '').searchParams.get('token')).toBe(order.id);
    const paid = await pressButton(app(), order.id, 'pay');
    const back = new URL(paid.location ?? '');
    expect(back.searchParams.get('token')).toBe(order.id);
    expect(back.searchParams.get('PayerID')).toBeTruthy();
    const status = await syncTopup(db(), topup, { returnQuery: back.searchParams });
    expect(status.state).toBe('paid');
    expect(await balanceOf(db(), customer)).toBe(4000);
  });

  it('Billplz returns signed billplz[…]; a tampered redirect is ignored, the real one credits', async () => {
    const { customer, topup, order } = await started('billplz');
    const { location } = await pressButton(app(), order.id, 'pay-silent');
    const back = new URL(location ?? '');
    expect(back.searchParams.get('billplz[paid]')).toBe('true');
    const tampered = new URLSearchParams(back.searchParams);
    tampered.set('billplz[paid_at]', '2000-01-01');
    expect((await syncTopup(db(), topup, { returnQuery: tampered })).detail).toMatch(/signature/);
    expect(await balanceOf(db(), customer)).toBe(0);
    expect((await eventsOf(db(), topup.id)).some((e) => e.outcome === 'rejected' && e.source === 'return')).toBe(true);
    expect((await syncTopup(db(), topup, { returnQuery: back.searchParams })).state).toBe('paid');
    expect(await balanceOf(db(), customer)).toBe(4000);
  });
});

describe('provider behaviour', () => {
  it('PayPal: two captures with one PayPal-Request-Id make one capture; another request id is refused', async () => {
    const { topup, order } = await started('paypal');
    await pressButton(app(), order.id, 'pay-silent');
    const keys = await sandboxKeys(db());
    const basic = Buffer.from(`${keys.paypal.clientId}:${keys.paypal.clientSecret}`).toString('base64');
    const tokenRes = await app().request('http://localhost/api/sandbox/paypal/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const capture = (requestId: string | null) =>
      app().request(`http://localhost/api/sandbox/paypal/v2/checkout/orders/${order.id}/capture`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: '{}',
      });
    const [first, second] = await Promise.all([capture(topup.id), capture(topup.id)]);
    const bodies = [await first.json(), await second.json()] as {
      status: string;
      purchase_units: { payments: { captures: { id: string }[] } }[];
    }[];
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(bodies[0].purchase_units[0].payments.captures[0].id).toBe(bodies[1].purchase_units[0].payments.captures[0].id);
    const third = await capture(null);
    expect(third.status).toBe(422);
    expect(((await third.json()) as { details: { issue: string }[] }).details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
    const unauthorized = await app().request(`http://localhost/api/sandbox/paypal/v2/checkout/orders/${order.id}`, {
      headers: { authorization: 'Bearer A21AA1.x' },
    });
    expect(unauthorized.status).toBe(401);
  });

  it('late notify: the notice comes after the browser went back', async () => {
    sandboxTiming.lateNotifyMs = 50;
    const { customer, order } = await started('hitpay');
    await pressButton(app(), order.id, 'notify-late');
    expect(await balanceOf(db(), customer)).toBe(0);
    for (let i = 0; i < 100 && (await balanceOf(db(), customer)) === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await balanceOf(db(), customer)).toBe(4000);
  });

  it('a closed order at the provider closes the top-up', async () => {
    const { topup } = await started('wechat');
    await closeAtProvider(db(), topup);
    expect((await syncTopup(db(), topup)).state).toBe('closed');
    expect(await topupStatus(db(), topup)).toBe(PaymentStatus.Closed);
  });

  it('a second start of the same top-up answers the same WeChat code and PayPal order', async () => {
    for (const name of ['wechat', 'paypal'] as const) {
      const { topup, action } = await started(name);
      const again = await startPayment(db(), topup, { origin: 'http://localhost', locale: 'en' });
      expect(again).toEqual(action);
    }
  });

  it('refuses unsigned or wrongly signed merchant requests', async () => {
    const wechat = await app().request('http://localhost/api/sandbox/wechat/v3/pay/transactions/native', {
      method: 'POST',
      headers: {
        authorization: 'WECHATPAY2-SHA256-RSA2048 mchid="1",nonce_str="x",signature="eA==",timestamp="1",serial_no="1"',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(wechat.status).toBe(401);
    expect(((await wechat.json()) as { code: string }).code).toBe('SIGN_ERROR');
    const hitpay = await app().request('http://localhost/api/sandbox/hitpay/v1/payment-requests', {
      method: 'POST',
      headers: { 'x-business-api-key': 'nope' },
      body: '',
    });
    expect(hitpay.status).toBe(401);
    const billplz = await app().request('http://localhost/api/sandbox/billplz/api/v3/bills/abc', {
      headers: { authorization: `Basic ${Buffer.from('nope:').toString('base64')}` },
    });
    expect(billplz.status).toBe(401);
    const { action } = await started('alipay');
    const tampered = new URL(action.kind === 'redirect' ? action.url : '');
    tampered.searchParams.set('notify_url', 'http://evil.example/notify');
    expect((await app().request(tampered.href)).status).toBe(400);
  });
});
