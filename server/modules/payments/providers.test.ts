// Every sandbox provider end to end through its adapter, its notice and the ledger: a notice credits once,
// and a bad signature, a wrong amount, an unknown order or a notice of another method credit nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../lib/contract/enums.ts';
import { paymentEvents, topups } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import type { TopupRow } from '../funds/settlement.ts';
import { adapterByName } from './registry.ts';
import { buildNotice } from './sandbox/notices.ts';
import { insertOrder } from './sandbox/store.ts';
import { startPayment, syncTopup } from './service.ts';
import {
  balanceOf,
  createCustomer,
  createTopup,
  eventsOf,
  postNotice,
  pressButton,
  reloadTopup,
  sandboxOrderOf,
  topupStatus,
  sandboxForThisFile,
} from './test-helpers.ts';
import type { ProviderName } from './types.ts';

sandboxForThisFile();
const ctx = testAppPerFile();
const db = () => ctx().database.db;

interface Case {
  name: ProviderName;
  method: number;
  currency: string;
  /** The state a paid order has at the provider (PayPal: captured). */
  paidState: string;
  /** What the provider answers a notice it should not send again. */
  okBody: string | RegExp;
}

const CASES: Case[] = [
  { name: 'wechat', method: 1, currency: 'CNY', paidState: 'SUCCESS', okBody: /"code":"SUCCESS"/ },
  { name: 'alipay', method: 2, currency: 'CNY', paidState: 'TRADE_SUCCESS', okBody: 'success' },
  { name: 'paypal', method: 4, currency: 'USD', paidState: 'COMPLETED', okBody: 'OK' },
  { name: 'hitpay', method: 16, currency: 'SGD', paidState: 'completed', okBody: 'OK' },
  { name: 'billplz', method: 32, currency: 'MYR', paidState: 'paid', okBody: 'OK' },
];

const TOTAL = 12_345;
const CREDIT = 10_000;

/** A customer, an unpaid top-up and its payment started at the sandbox provider (as the top-up routes do). */
async function started(p: Case) {
  const customer = await createCustomer(db());
  const created = await createTopup(db(), customer, { method: p.method, payCurrency: p.currency, totalPay: TOTAL, creditAmount: CREDIT });
  const action = await startPayment(db(), created, { origin: 'http://localhost', locale: 'en' });
  await db()
    .update(topups)
    .set(action.kind === 'qr' ? { qrCode: action.qrCode, providerRef: action.providerRef } : { payUrl: action.url, providerRef: action.providerRef })
    .where(eq(topups.id, created.id));
  if (p.name === 'alipay' && action.kind === 'redirect') {
    // The browser opens the gateway with the signed parameters; Alipay then holds the trade.
    const res = await ctx().app.request(action.url);
    expect(res.status).toBe(302);
  }
  const topup = await reloadTopup(db(), created.id);
  const order = await sandboxOrderOf(db(), p.name, topup.id);
  return { customer, topup, action, order };
}

/** Presses a button; for PayPal the buyer comes back and the merchant captures (which makes the webhook). */
async function press(p: Case, topup: TopupRow, orderId: string, action: string) {
  const pressed = await pressButton(ctx().app, orderId, action);
  if (p.name === 'paypal' && pressed.location) {
    await syncTopup(db(), topup, { returnQuery: new URL(pressed.location).searchParams });
  }
  return pressed;
}

/** The order's notice as the provider would send it now (PayPal: after capturing without a webhook). */
async function noticeOf(p: Case, topupId: string, badSignature = false) {
  return buildNotice(db(), await sandboxOrderOf(db(), p.name, topupId), { badSignature });
}

const outcomes = async (topupId: string) => (await eventsOf(db(), topupId)).map((e) => `${e.source}:${e.outcome}`);

describe.each(CASES)('$name', (p) => {
  it('starts with the provider’s own kind of answer', async () => {
    const { action, order } = await started(p);
    if (p.name === 'wechat') {
      expect(action.kind).toBe('qr');
      expect(action.kind === 'qr' && action.qrCode).toBe(`http://localhost/api/sandbox/wechat/scan/${order.id}`);
    } else {
      expect(action.kind).toBe('redirect');
      if (p.name !== 'alipay') expect(action.kind === 'redirect' && action.url).toBe(`http://localhost/api/sandbox/checkout/${order.id}`);
    }
    expect(order.amount).toBe(TOTAL);
    expect(order.currency).toBe(p.currency);
  });

  it('credits once on a good notice; a replayed notice credits nothing more and is still acknowledged', async () => {
    const { customer, topup, order } = await started(p);
    const pressed = await press(p, topup, order.id, 'pay');
    if (p.name !== 'wechat') expect(pressed.location).toMatch(/^http:\/\/localhost\/en\/details\/topup\?id=TOPUP\d+&from=return&/);
    expect(await balanceOf(db(), customer)).toBe(CREDIT);
    expect(await topupStatus(db(), topup)).toBe(PaymentStatus.Successfully);
    expect(await outcomes(topup.id)).toContain('notice:credited');

    const replay = await postNotice(ctx().app, p.name, await noticeOf(p, topup.id));
    expect(replay.status).toBe(200);
    if (typeof p.okBody === 'string') expect(replay.text).toBe(p.okBody);
    else expect(replay.text).toMatch(p.okBody);
    expect(await balanceOf(db(), customer)).toBe(CREDIT);
    expect((await outcomes(topup.id)).filter((o) => o.endsWith(':credited'))).toHaveLength(1);
    expect(await outcomes(topup.id)).toContain('notice:duplicate');
  });

  it('refuses a notice with a bad signature (401) and records why', async () => {
    const { customer, topup, order } = await started(p);
    await pressButton(ctx().app, order.id, 'pay-silent');
    if (p.name === 'paypal') await (await adapterByName(db(), 'paypal'))!.query(topup.id, topup.providerRef);
    const answer = await postNotice(ctx().app, p.name, await noticeOf(p, topup.id, true));
    expect(answer.status).toBe(401);
    expect(await balanceOf(db(), customer)).toBe(0);
    const rejected = (await eventsOf(db(), topup.id)).filter((e) => e.outcome === 'rejected');
    expect(rejected.map((e) => e.detail)).toEqual([expect.stringMatching(/^signature/)]);
  });

  it('refuses a wrong amount (400), crediting nothing', async () => {
    const { customer, topup, order } = await started(p);
    await press(p, topup, order.id, 'wrong-amount');
    expect(await balanceOf(db(), customer)).toBe(0);
    expect(await topupStatus(db(), topup)).toBe(PaymentStatus.PendingPayment);
    const answer = await postNotice(ctx().app, p.name, await noticeOf(p, topup.id));
    expect(answer.status).toBe(400);
    const rejected = (await eventsOf(db(), topup.id)).filter((e) => e.outcome === 'rejected');
    expect(rejected.length).toBeGreaterThanOrEqual(2);
    expect(rejected.every((e) => e.detail.startsWith('amount'))).toBe(true);
    // A query says the same: still nothing.
    await syncTopup(db(), await reloadTopup(db(), topup.id));
    expect(await balanceOf(db(), customer)).toBe(0);
  });

  it('refuses a notice for an unknown order (404)', async () => {
    const ghost = `TOPUP${Date.now()}9999`;
    const order = await insertOrder(db(), {
      id: `${p.name === 'billplz' ? 'gh' : 'GHOST'}${Date.now().toString(36)}`,
      provider: p.name,
      merchantRef: ghost,
      amount: TOTAL,
      currency: p.currency,
      state: p.paidState,
      notifyUrl: `http://localhost/api/payment/notify/${p.name}`,
      returnUrl: 'http://localhost/details/topup',
      data: { origin: 'http://localhost', paidAmount: TOTAL, paidAt: new Date().toISOString(), tradeNo: 'T1', captureId: 'CAP1' },
    });
    const answer = await postNotice(ctx().app, p.name, await buildNotice(db(), order));
    expect(answer.status).toBe(404);
    const rows = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.detail, `order ${ghost}`));
    expect(rows.map((r) => r.outcome)).toEqual(['unknown']);
  });

  it('refuses a notice naming a top-up of another method, crediting nothing', async () => {
    const customer = await createCustomer(db());
    const other = CASES.find((c) => c.name !== p.name && c.currency === p.currency)?.method ?? 8;
    const topup = await createTopup(db(), customer, { method: other, payCurrency: p.currency, totalPay: TOTAL, creditAmount: CREDIT });
    const order = await insertOrder(db(), {
      id: `${p.name === 'billplz' ? 'ot' : 'OTHER'}${Date.now().toString(36)}`,
      provider: p.name,
      merchantRef: topup.id,
      amount: TOTAL,
      currency: p.currency,
      state: p.paidState,
      notifyUrl: `http://localhost/api/payment/notify/${p.name}`,
      returnUrl: 'http://localhost/details/topup',
      data: { origin: 'http://localhost', paidAmount: TOTAL, paidAt: new Date().toISOString(), tradeNo: 'T2', captureId: 'CAP2' },
    });
    const answer = await postNotice(ctx().app, p.name, await buildNotice(db(), order));
    expect(answer.status).toBe(400);
    expect(await balanceOf(db(), customer)).toBe(0);
    expect((await eventsOf(db(), topup.id)).map((e) => [e.outcome, e.detail.split(':')[0]])).toEqual([['rejected', 'method']]);
  });

  it('credits by a query when the notice never comes', async () => {
    const { customer, topup, order } = await started(p);
    await pressButton(ctx().app, order.id, 'pay-silent');
    expect(await balanceOf(db(), customer)).toBe(0);
    const status = await syncTopup(db(), topup);
    expect(status).toMatchObject({ state: 'paid', amountMinor: TOTAL, currency: p.currency });
    expect(await balanceOf(db(), customer)).toBe(CREDIT);
    expect(await outcomes(topup.id)).toContain('query:credited');
    await syncTopup(db(), topup);
    expect(await balanceOf(db(), customer)).toBe(CREDIT);
  });

  it('credits once when one notice arrives 50 times at once', async () => {
    const { customer, topup, order } = await started(p);
    await pressButton(ctx().app, order.id, 'pay-silent');
    if (p.name === 'paypal') await (await adapterByName(db(), 'paypal'))!.query(topup.id, topup.providerRef);
    const notice = await noticeOf(p, topup.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postNotice(ctx().app, p.name, notice)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await balanceOf(db(), customer)).toBe(CREDIT);
    const seen = await outcomes(topup.id);
    expect(seen.filter((o) => o === 'notice:credited')).toHaveLength(1);
    expect(seen.filter((o) => o === 'notice:duplicate')).toHaveLength(49);
  });

  it('credits once when the provider notifies twice', async () => {
    const { customer, topup, order } = await started(p);
    await press(p, topup, order.id, 'notify-twice');
    expect(await balanceOf(db(), customer)).toBe(CREDIT);
    expect((await outcomes(topup.id)).filter((o) => o === 'notice:duplicate').length).toBeGreaterThanOrEqual(1);
  });
});
