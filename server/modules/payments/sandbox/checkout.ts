// The sandbox checkout (GET/POST /api/sandbox/checkout/{id}, and WeChat's "scan" page): the buyer's side of
// every sandbox provider. A button pays, fails or cancels the order, with the notice sent normally, not at
// all, twice, late or with a bad signature, or pays a wrong amount; then the browser goes back to the
// merchant the way the provider sends it (PayPal ?token&PayerID, Billplz signed billplz[…], Alipay signed
// return parameters, HitPay ?reference&status). WeChat has no way back: its page says what happened.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Locale } from '../../../../lib/contract/constants.ts';
import type { Db } from '../../../db/client.ts';
import type { AppEnv } from '../../../http.ts';
import { alipayTime } from '../adapters/alipay.ts';
import { minorToDecimal, randomText } from '../crypto.ts';
import { pt } from '../messages.ts';
import { alipaySign, billplzSignature } from '../signatures.ts';
import type { ProviderName } from '../types.ts';
import { deliverNotice, type NotifyMode, notifyPerMode } from './notices.ts';
import { CHECKOUT_ACTIONS, type CheckoutAction, checkoutPage, notFoundPage } from './page.ts';
import { dataOf, moveOrder, orderById, providerKeys, type SandboxOrder } from './store.ts';
import { type Ctx, withParams } from './util.ts';

/** The state an order can be paid in, and the state paying moves it to (PayPal: approved, captured later). */
const PAYABLE: Record<ProviderName, string> = {
  wechat: 'NOTPAY',
  alipay: 'WAIT_BUYER_PAY',
  paypal: 'CREATED',
  hitpay: 'pending',
  billplz: 'due',
};
const PAID: Record<ProviderName, string> = {
  wechat: 'SUCCESS',
  alipay: 'TRADE_SUCCESS',
  paypal: 'APPROVED',
  hitpay: 'completed',
  billplz: 'paid',
};

const MODES: Partial<Record<CheckoutAction, NotifyMode>> = {
  pay: 'normal',
  'pay-silent': 'none',
  'notify-twice': 'twice',
  'notify-late': 'late',
  'bad-signature': 'bad-signature',
  'wrong-amount': 'normal',
};

type Outcome = { redirect: string } | { message: string; backUrl?: string | null };

const providerOf = (order: SandboxOrder) => order.provider as ProviderName;

/** A paid amount that is not the order's: about half of it. */
const wrongAmount = (amount: number) => (amount > 1 ? Math.floor(amount / 2) : amount + 1);

function tradeNoFor(provider: ProviderName, order: SandboxOrder): string {
  if (provider === 'wechat') return `4200${randomText(24, '0123456789')}`;
  if (provider === 'alipay') return order.id;
  if (provider === 'hitpay') return randomUUID();
  return randomText(12);
}

async function billplzReturn(db: Db, order: SandboxOrder, paid: boolean): Promise<string> {
  const keys = await providerKeys(db);
  const fields: Record<string, string> = {
    billplzid: order.id,
    billplzpaid: String(paid),
    billplzpaid_at: paid ? (dataOf(order).paidAt ?? '') : '',
  };
  const signature = billplzSignature(fields, keys.raw.billplz.xSignatureKey);
  return withParams(order.returnUrl ?? '', {
    'billplz[id]': order.id,
    'billplz[paid]': fields.billplzpaid,
    'billplz[paid_at]': fields.billplzpaid_at,
    'billplz[x_signature]': signature,
  });
}

async function alipayReturn(db: Db, order: SandboxOrder): Promise<string> {
  const keys = await providerKeys(db);
  const params: Record<string, string> = {
    charset: 'utf-8',
    out_trade_no: order.merchantRef,
    method: 'alipay.trade.page.pay.return',
    total_amount: minorToDecimal(dataOf(order).paidAmount ?? order.amount),
    trade_no: order.id,
    auth_app_id: keys.raw.alipay.appId,
    version: '1.0',
    app_id: keys.raw.alipay.appId,
    sign_type: 'RSA2',
    seller_id: keys.raw.alipay.sellerId,
    timestamp: alipayTime(new Date()),
  };
  params.sign = alipaySign(params, keys.alipayPrivate, 'notice');
  return withParams(order.returnUrl ?? '', params);
}

/** Where a paid order sends the browser. */
async function paidOutcome(db: Db, order: SandboxOrder, locale: Locale): Promise<Outcome> {
  const data = dataOf(order);
  switch (providerOf(order)) {
    case 'alipay':
      return { redirect: await alipayReturn(db, order) };
    case 'paypal':
      return { redirect: withParams(order.returnUrl ?? '', { token: order.id, PayerID: data.payerId ?? '' }) };
    case 'hitpay':
      return { redirect: withParams(order.returnUrl ?? '', { reference: order.id, status: 'completed' }) };
    case 'billplz':
      return order.returnUrl ? { redirect: await billplzReturn(db, order, true) } : { message: pt(locale, 'paidDone') };
    default:
      return { message: pt(locale, 'paidDone') };
  }
}

async function pay(db: Db, order: SandboxOrder, action: CheckoutAction, locale: Locale): Promise<Outcome> {
  const provider = providerOf(order);
  const mode = MODES[action] as NotifyMode;
  const moved = await moveOrder(db, order.id, [PAYABLE[provider]], PAID[provider], {
    paidAmount: action === 'wrong-amount' ? wrongAmount(order.amount) : order.amount,
    paidAt: new Date().toISOString(),
    tradeNo: tradeNoFor(provider, order),
    ...(provider === 'paypal' ? { notifyMode: mode, payerId: randomText(13) } : {}),
  });
  if (!moved) return { message: pt(locale, 'done'), backUrl: order.returnUrl };
  // PayPal notifies once the merchant captures (sandbox/paypal.ts); the others notify on payment.
  if (provider !== 'paypal') await notifyPerMode(db, moved, mode);
  return paidOutcome(db, moved, locale);
}

async function fail(db: Db, order: SandboxOrder, locale: Locale): Promise<Outcome> {
  const message = pt(locale, 'failedDone');
  switch (providerOf(order)) {
    case 'wechat':
      await moveOrder(db, order.id, ['NOTPAY'], 'PAYERROR');
      return { message };
    case 'hitpay': {
      const failed = await moveOrder(db, order.id, ['pending'], 'failed', { tradeNo: randomUUID() });
      if (failed) await deliverNotice(db, failed);
      return { redirect: withParams(order.returnUrl ?? '', { reference: order.id, status: 'failed' }) };
    }
    case 'billplz':
      await deliverNotice(db, order);
      return order.returnUrl ? { redirect: await billplzReturn(db, order, false) } : { message };
    case 'paypal':
      return { message, backUrl: dataOf(order).cancelUrl ?? order.returnUrl };
    default:
      return { message, backUrl: order.returnUrl };
  }
}

async function cancel(db: Db, order: SandboxOrder, locale: Locale): Promise<Outcome> {
  switch (providerOf(order)) {
    case 'alipay':
      return { redirect: order.returnUrl ?? '' };
    case 'paypal':
      return { redirect: withParams(dataOf(order).cancelUrl ?? order.returnUrl ?? '', { token: order.id }) };
    case 'hitpay':
      return { redirect: withParams(order.returnUrl ?? '', { reference: order.id, status: 'canceled' }) };
    case 'billplz':
      return order.returnUrl ? { redirect: await billplzReturn(db, order, false) } : { message: pt(locale, 'cancelledDone') };
    default:
      return { message: pt(locale, 'cancelledDone') };
  }
}

/** Carries out a button of the checkout page. */
export async function checkoutAction(db: Db, order: SandboxOrder, action: CheckoutAction, locale: Locale): Promise<Outcome> {
  if (action === 'fail') return fail(db, order, locale);
  if (action === 'cancel') return cancel(db, order, locale);
  return pay(db, order, action, locale);
}

function localeOf(c: Ctx, chosen: string | undefined): Locale {
  if (chosen === 'en') return 'en';
  if (chosen === 'zh-Hans' || chosen === 'zh') return 'zh-Hans';
  return c.get('locale') ?? 'zh-Hans';
}

const html = (c: Ctx, body: string, status: 200 | 404 = 200) => c.html(body, status, { 'cache-control': 'no-store' });

async function showPage(c: Ctx, scan: boolean) {
  const locale = localeOf(c, c.req.query('lang'));
  const order = await orderById(c.get('db'), c.req.param('id') ?? '', scan ? 'wechat' : undefined);
  if (!order) return html(c, notFoundPage(locale), 404);
  const payable = order.state === PAYABLE[providerOf(order)];
  return html(c, checkoutPage(locale, order, { payable, scan: scan || order.provider === 'wechat', backUrl: payable ? null : order.returnUrl }));
}

export const checkoutSandbox = new Hono<AppEnv>()
  .get('/checkout/:id', (c) => showPage(c, false))
  .get('/wechat/scan/:id', (c) => showPage(c, true))
  .post('/checkout/:id', async (c) => {
    const db = c.get('db');
    const form = new URLSearchParams(await c.req.text());
    const locale = localeOf(c, form.get('lang') ?? undefined);
    const order = await orderById(db, c.req.param('id'));
    if (!order) return html(c, notFoundPage(locale), 404);
    const action = form.get('action') as CheckoutAction;
    if (!CHECKOUT_ACTIONS.includes(action)) return html(c, checkoutPage(locale, order, { payable: order.state === PAYABLE[providerOf(order)] }));
    const outcome = await checkoutAction(db, order, action, locale);
    if ('redirect' in outcome && outcome.redirect) return c.redirect(outcome.redirect, 303);
    const now = (await orderById(db, order.id)) ?? order;
    const message = 'message' in outcome ? outcome.message : pt(locale, 'done');
    return html(
      c,
      checkoutPage(locale, now, {
        payable: false,
        message,
        backUrl: 'backUrl' in outcome ? outcome.backUrl : null,
        scan: now.provider === 'wechat',
      }),
    );
  });
