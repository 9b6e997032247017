// The sandbox providers' notices: each provider's real body and signature, delivered in process to the
// order's notify URL (POST /api/payment/notify/<provider>), normally, twice, late, or with a bad signature.
import { randomUUID } from 'node:crypto';
import { log } from '../../../../lib/ops/log.ts';
import { chinaTime } from '../adapters/wechat.ts';
import { alipayTime } from '../adapters/alipay.ts';
import { SANDBOX_PREFIX } from '../config.ts';
import { aesGcmEncrypt, minorToDecimal, randomText, rsaSign } from '../crypto.ts';
import { inProcessFetch } from '../registry.ts';
import { alipaySign, billplzSignature, hitpaySignature, paypalTransmissionMessage, wechatSignedHeaders } from '../signatures.ts';
import type { Db } from '../../../db/client.ts';
import { dataOf, orderById, providerKeys, type ProviderKeys, type SandboxOrder } from './store.ts';

export type NotifyMode = 'normal' | 'none' | 'twice' | 'late' | 'bad-signature';

/** How long "Late notify" waits before the notice (tests shorten it). */
export const sandboxTiming = { lateNotifyMs: 3000 };

export const PAYPAL_CERT_PATH = `${SANDBOX_PREFIX}/paypal/v1/notifications/certs/CERT-sandbox`;

interface Notice {
  headers: Record<string, string>;
  body: string;
}

const FORM = 'application/x-www-form-urlencoded';
/** A well-formed signature over other content: what a tampered notice carries. */
const tamper = (signature: string) => (signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`);

function wechatNotice(keys: ProviderKeys, order: SandboxOrder, bad: boolean): Notice {
  const data = dataOf(order);
  const k = keys.raw.wechat;
  const transaction = {
    appid: k.appId,
    mchid: k.mchId,
    out_trade_no: order.merchantRef,
    transaction_id: data.tradeNo,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: chinaTime(new Date(data.paidAt ?? Date.now())),
    payer: { openid: `o${randomText(27)}` },
    amount: { total: data.paidAmount, payer_total: data.paidAmount, currency: order.currency, payer_currency: order.currency },
  };
  const nonce = randomText(12);
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: chinaTime(new Date()),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: aesGcmEncrypt(k.apiV3Key, nonce, 'transaction', JSON.stringify(transaction)),
      associated_data: 'transaction',
      nonce,
    },
  });
  const headers: Record<string, string> = { 'content-type': 'application/json', ...wechatSignedHeaders(keys.wechatPlatform, body) };
  if (bad) headers['wechatpay-signature'] = tamper(headers['wechatpay-signature']);
  return { headers, body };
}

function alipayNotice(keys: ProviderKeys, order: SandboxOrder, bad: boolean): Notice {
  const data = dataOf(order);
  const k = keys.raw.alipay;
  const paid = order.state === 'TRADE_SUCCESS';
  const fields: Record<string, string> = {
    notify_time: alipayTime(new Date()),
    notify_type: 'trade_status_sync',
    notify_id: randomText(32).toLowerCase(),
    app_id: k.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
    trade_no: data.tradeNo ?? '',
    out_trade_no: order.merchantRef,
    buyer_id: '2088102177846880',
    seller_id: k.sellerId,
    trade_status: order.state,
    total_amount: minorToDecimal(data.paidAmount ?? order.amount),
    ...(paid ? { receipt_amount: minorToDecimal(data.paidAmount ?? order.amount), gmt_payment: alipayTime(new Date(data.paidAt ?? Date.now())) } : {}),
    gmt_create: alipayTime(order.createdAt),
    subject: data.subject ?? '',
    ...(order.currency !== 'CNY' ? { trans_currency: order.currency } : {}),
  };
  fields.sign = alipaySign(fields, keys.alipayPrivate, 'notice');
  if (bad) fields.sign = tamper(fields.sign);
  return { headers: { 'content-type': FORM }, body: new URLSearchParams(fields).toString() };
}

function hitpayNotice(keys: ProviderKeys, order: SandboxOrder, bad: boolean): Notice {
  const data = dataOf(order);
  const fields: Record<string, string> = {
    payment_id: data.tradeNo ?? '',
    payment_request_id: order.id,
    phone: '',
    amount: minorToDecimal(data.paidAmount ?? order.amount),
    currency: order.currency,
    status: order.state === 'completed' ? 'completed' : 'failed',
    reference_number: order.merchantRef,
  };
  fields.hmac = hitpaySignature(fields, bad ? `${keys.raw.hitpay.salt}x` : keys.raw.hitpay.salt);
  return { headers: { 'content-type': FORM }, body: new URLSearchParams(fields).toString() };
}

/** Billplz's callback fields of a bill (also what GET /api/v3/bills/{id} shows). */
export function billplzFields(order: SandboxOrder, collectionId: string): Record<string, string> {
  const data = dataOf(order);
  const paid = order.state === 'paid';
  return {
    id: order.id,
    collection_id: collectionId,
    paid: String(paid),
    state: order.state,
    amount: String(order.amount),
    paid_amount: String(paid ? (data.paidAmount ?? order.amount) : 0),
    due_at: order.createdAt.toISOString().slice(0, 10),
    email: data.email ?? '',
    mobile: data.mobile ?? '',
    name: data.name ?? '',
    url: `${data.origin}${SANDBOX_PREFIX}/checkout/${order.id}`,
    paid_at: paid ? (data.paidAt ?? '') : '',
    transaction_id: data.tradeNo ?? '',
    transaction_status: paid ? 'completed' : 'failed',
  };
}

function billplzNotice(keys: ProviderKeys, order: SandboxOrder, bad: boolean): Notice {
  const fields = billplzFields(order, keys.raw.billplz.collectionId);
  fields.x_signature = billplzSignature(fields, bad ? `${keys.raw.billplz.xSignatureKey}x` : keys.raw.billplz.xSignatureKey);
  return { headers: { 'content-type': FORM }, body: new URLSearchParams(fields).toString() };
}

function paypalNotice(keys: ProviderKeys, order: SandboxOrder, bad: boolean): Notice {
  const data = dataOf(order);
  const now = new Date().toISOString();
  const body = JSON.stringify({
    id: `WH-${randomText(17)}`,
    event_version: '1.0',
    create_time: now,
    resource_type: 'capture',
    resource_version: '2.0',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    summary: `Payment completed for ${order.currency} ${minorToDecimal(data.paidAmount ?? order.amount)}`,
    resource: {
      id: data.captureId,
      status: 'COMPLETED',
      final_capture: true,
      custom_id: order.merchantRef,
      amount: { currency_code: order.currency, value: minorToDecimal(data.paidAmount ?? order.amount) },
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: data.paidAt,
      update_time: data.paidAt,
    },
  });
  const transmissionId = randomUUID();
  const signature = rsaSign(paypalTransmissionMessage(transmissionId, now, keys.raw.paypal.webhookId, body), keys.paypalSigningPrivate);
  return {
    headers: {
      'content-type': 'application/json',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': now,
      'paypal-transmission-sig': bad ? tamper(signature) : signature,
      'paypal-cert-url': `${dataOf(order).origin}${PAYPAL_CERT_PATH}`,
      'paypal-auth-algo': 'SHA256withRSA',
    },
    body,
  };
}

const BUILDERS = {
  wechat: wechatNotice,
  alipay: alipayNotice,
  hitpay: hitpayNotice,
  billplz: billplzNotice,
  paypal: paypalNotice,
} as const;

/** The notice the order's provider sends about it now. */
export async function buildNotice(db: Db, order: SandboxOrder, opts: { badSignature?: boolean } = {}): Promise<Notice> {
  const build = BUILDERS[order.provider as keyof typeof BUILDERS];
  if (!build) throw new Error(`no notices for ${order.provider}`);
  return build(await providerKeys(db), order, !!opts.badSignature);
}

/** Sends the notice to the order's notify URL, in process; the merchant's answer is returned. */
export async function deliverNotice(db: Db, order: SandboxOrder, opts: { badSignature?: boolean } = {}): Promise<{ status: number; body: string }> {
  if (!order.notifyUrl) return { status: 0, body: 'no notify URL' };
  const notice = await buildNotice(db, order, opts);
  const res = await inProcessFetch(db)(order.notifyUrl, { method: 'POST', headers: notice.headers, body: notice.body });
  return { status: res.status, body: await res.text() };
}

/** Notices as the checkout page's button asked: none, one, two, one later, or one with a bad signature. */
export async function notifyPerMode(db: Db, order: SandboxOrder, mode: NotifyMode): Promise<void> {
  if (mode === 'none') return;
  if (mode === 'late') {
    const timer = setTimeout(() => {
      void orderById(db, order.id)
        .then((fresh) => (fresh ? deliverNotice(db, fresh) : undefined))
        .catch((err) => log.error('sandbox: late notice not delivered', { err }));
    }, sandboxTiming.lateNotifyMs);
    timer.unref?.();
    return;
  }
  await deliverNotice(db, order, { badSignature: mode === 'bad-signature' });
  if (mode === 'twice') await deliverNotice(db, order);
}
