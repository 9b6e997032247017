// Payment mode and live keys: no online method unless PAYMENT_MODE says sandbox or live (whatever the
// database); live mode reads keys from the environment, leaves /api/sandbox unmounted and makes a provider
// without keys unavailable (never sandboxed). The live adapter is the sandbox's adapter: here it reaches
// the sandbox over real HTTP with the sandbox's keys.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentMethod } from '../../../lib/contract/enums.ts';
import { createApp } from '../../app.ts';
import { call, loginDemo, testAppPerFile } from '../../test/harness.ts';
import { missingLiveKeys, paymentMode, sandboxKeys } from './config.ts';
import { hitpaySignature } from './signatures.ts';
import { availableMethods, describeSetup } from './registry.ts';
import { startPayment } from './service.ts';
import { balanceOf, createCustomer, createTopup, eventsOf, sandboxOrderOf } from './test-helpers.ts';

vi.stubEnv('PAYMENT_MODE', 'sandbox');
const ctx = testAppPerFile();
const db = () => ctx().database.db;

beforeEach(() => {
  vi.stubEnv('PAYMENT_MODE', 'sandbox');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const notice = (fields: Record<string, string>, salt: string) => new URLSearchParams({ ...fields, hmac: hitpaySignature(fields, salt) }).toString();

describe('payment mode', () => {
  it('is off unless PAYMENT_MODE says sandbox or live; anything else is an error', () => {
    expect(paymentMode({})).toBe('off');
    expect(paymentMode({ PAYMENT_MODE: ' ' })).toBe('off');
    expect(paymentMode({ PAYMENT_MODE: 'sandbox' })).toBe('sandbox');
    expect(paymentMode({ PAYMENT_MODE: ' LIVE ' })).toBe('live');
    expect(() => paymentMode({ PAYMENT_MODE: 'production' })).toThrow(/PAYMENT_MODE/);
  });

  it('unset, on the embedded database in production: /api/sandbox answers 404 and no online method is offered', async () => {
    vi.stubEnv('PAYMENT_MODE', undefined);
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DATABASE_URL', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const app = createApp(db(), { logError: () => {} });
    warn.mockRestore();
    log.mockRestore();
    expect((await app.request('http://localhost/api/sandbox/checkout/x')).status).toBe(404);
    expect((await app.request('http://localhost/api/sandbox/hitpay/v1/payment-requests', { method: 'POST', body: '' })).status).toBe(404);
    expect(availableMethods()).toEqual([]);
    const token = await loginDemo(app);
    const methods = await call(app, '/api/u/fund-management/topup/method-list', { token, json: {} });
    expect(methods.data.testMode).toBe(false);
    expect(methods.data.methods.map((m: { flow: string }) => m.flow)).toEqual(methods.data.methods.map(() => 'audited'));
    const online = await call(app, '/api/u/fund-management/topup/user-topup', {
      token,
      lang: 'en',
      json: { method: PaymentMethod.alipay, currency: 'CNY', amount: 10 },
    });
    expect(online.status).toBe(400);
    expect(online.data.error.message).toBe('This payment method is not available: please contact customer service.');
  });

  it('sandbox mode offers every online method', () => {
    expect(availableMethods()).toEqual([1, 2, 4, 16, 32]);
    expect(describeSetup()).toMatch(/sandbox mode/);
  });

  it('live mode offers only the methods whose keys are all set, and says which are missing', () => {
    vi.stubEnv('PAYMENT_MODE', 'live');
    vi.stubEnv('HITPAY_API_KEY', 'key');
    vi.stubEnv('HITPAY_SALT', 'salt');
    vi.stubEnv('BILLPLZ_API_KEY', 'key');
    vi.stubEnv('WECHATPAY_MCH_ID', '1900000001');
    expect(availableMethods()).toEqual([16]);
    expect(missingLiveKeys('billplz')).toEqual(['BILLPLZ_X_SIGNATURE_KEY', 'BILLPLZ_COLLECTION_ID']);
    const line = describeSetup();
    expect(line).toMatch(/^\[payments\] live mode: available hitpay; unavailable wechat \(missing WECHATPAY_APP_ID/);
    expect(line).toContain('billplz (missing BILLPLZ_X_SIGNATURE_KEY, BILLPLZ_COLLECTION_ID)');
  });

  it('live mode: a key that cannot be read makes its provider unavailable', () => {
    vi.stubEnv('PAYMENT_MODE', 'live');
    for (const key of ['ALIPAY_APP_ID', 'ALIPAY_SELLER_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY']) vi.stubEnv(key, 'not a key');
    expect(availableMethods()).toEqual([]);
    expect(describeSetup()).toMatch(/alipay \(alipay: /);
  });

  it('live mode leaves /api/sandbox unmounted and refuses notices of providers without keys', async () => {
    vi.stubEnv('PAYMENT_MODE', 'live');
    vi.stubEnv('HITPAY_API_KEY', 'key');
    vi.stubEnv('HITPAY_SALT', 'live-salt');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const app = createApp(db(), { logError: () => {} });
    log.mockRestore();
    expect((await app.request('http://localhost/api/sandbox/checkout/x')).status).toBe(404);
    expect((await app.request('http://localhost/api/payment/notify/wechat', { method: 'POST', body: '{}' })).status).toBe(404);
    const ghost = `TOPUP${Date.now()}0001`;
    const fields = {
      payment_id: 'p',
      payment_request_id: 'r',
      phone: '',
      amount: '1.00',
      currency: 'SGD',
      status: 'completed',
      reference_number: ghost,
    };
    const post = (body: string) =>
      app.request('http://localhost/api/payment/notify/hitpay', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await post(notice(fields, 'other-salt'))).status).toBe(401);
    expect((await post(notice(fields, 'live-salt'))).status).toBe(404);
  });
});

describe('live adapters over the network', () => {
  it('HitPay: the live adapter pays through the sandbox served over HTTP, with the sandbox’s keys', async () => {
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: (req) => ctx().app.fetch(req), port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const keys = await sandboxKeys(db());
      vi.stubEnv('PAYMENT_MODE', 'live');
      vi.stubEnv('HITPAY_API_KEY', keys.hitpay.apiKey);
      vi.stubEnv('HITPAY_SALT', keys.hitpay.salt);
      vi.stubEnv('HITPAY_BASE_URL', `${origin}/api/sandbox/hitpay`);
      const customer = await createCustomer(db());
      const topup = await createTopup(db(), customer, { method: 16, payCurrency: 'SGD', totalPay: 2500, creditAmount: 2000 });
      const action = await startPayment(db(), topup, { origin, locale: 'en' });
      const order = await sandboxOrderOf(db(), 'hitpay', topup.id);
      expect(action).toEqual({ kind: 'redirect', url: `${origin}/api/sandbox/checkout/${order.id}`, providerRef: order.id });
      const pressed = await fetch(action.kind === 'redirect' ? action.url : '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay&lang=en',
        redirect: 'manual',
      });
      expect(pressed.status).toBe(303);
      expect(await balanceOf(db(), customer)).toBe(2000);
      expect((await eventsOf(db(), topup.id)).map((e) => `${e.source}:${e.outcome}`)).toContain('notice:credited');
    } finally {
      server.close();
    }
  });
});
