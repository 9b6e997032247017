// Sandbox WeChat Pay APIv3 (Native): checks the merchant's signed Authorization, signs every answer with the
// platform key, and gives a code_url that opens the sandbox "scan" page.
import { Hono } from 'hono';
import type { AppEnv } from '../../../http.ts';
import { chinaTime } from '../adapters/wechat.ts';
import { SANDBOX_PREFIX } from '../config.ts';
import { randomText } from '../crypto.ts';
import { parseWechatAuthorization, verifyWechatAuthorization, wechatSignedHeaders } from '../signatures.ts';
import { dataOf, insertOrder, moveOrder, orderByMerchantRef, providerKeys, type ProviderKeys, type SandboxOrder } from './store.ts';
import { type Ctx, originOf, pathAndQuery } from './util.ts';

function signed(keys: ProviderKeys, status: number, body: object | null): Response {
  const text = body ? JSON.stringify(body) : '';
  const headers: Record<string, string> = { ...wechatSignedHeaders(keys.wechatPlatform, text), 'request-id': randomText(24) };
  if (body) headers['content-type'] = 'application/json';
  return new Response(status === 204 ? null : text, { status, headers });
}

const error = (keys: ProviderKeys, status: number, code: string, message: string) => signed(keys, status, { code, message });

/** The merchant's request, authenticated: its keys and body, or the answer refusing it. */
async function authenticate(c: Ctx): Promise<{ keys: ProviderKeys; body: string } | Response> {
  const keys = await providerKeys(c.get('db'));
  const body = c.req.method === 'GET' ? '' : await c.req.text();
  const fields = parseWechatAuthorization(c.req.header('authorization') ?? null);
  const fresh = fields && Math.abs(Date.now() / 1000 - Number(fields.timestamp)) <= 300;
  if (
    !fields ||
    !fresh ||
    fields.mchid !== keys.raw.wechat.mchId ||
    fields.serial_no !== keys.raw.wechat.serialNo ||
    !verifyWechatAuthorization(fields, c.req.method, pathAndQuery(c), body, keys.wechatMerchantPublic)
  ) {
    return error(keys, 401, 'SIGN_ERROR', '签名错误');
  }
  return { keys, body };
}

function transaction(keys: ProviderKeys, order: SandboxOrder) {
  const data = dataOf(order);
  const paid = order.state === 'SUCCESS';
  const amount = paid ? (data.paidAmount ?? order.amount) : order.amount;
  return {
    appid: keys.raw.wechat.appId,
    mchid: keys.raw.wechat.mchId,
    out_trade_no: order.merchantRef,
    ...(paid ? { transaction_id: data.tradeNo, success_time: chinaTime(new Date(data.paidAt ?? Date.now())), bank_type: 'OTHERS' } : {}),
    trade_type: 'NATIVE',
    trade_state: order.state,
    trade_state_desc: { SUCCESS: '支付成功', NOTPAY: '未支付', CLOSED: '已关闭', PAYERROR: '支付失败' }[order.state] ?? order.state,
    amount: { total: amount, payer_total: paid ? amount : undefined, currency: order.currency, payer_currency: order.currency },
  };
}

export const wechatSandbox = new Hono<AppEnv>()
  .post('/v3/pay/transactions/native', async (c) => {
    const auth = await authenticate(c);
    if (auth instanceof Response) return auth;
    const { keys } = auth;
    let order: {
      appid?: string;
      mchid?: string;
      description?: string;
      out_trade_no?: string;
      notify_url?: string;
      amount?: { total?: number; currency?: string };
    };
    try {
      order = JSON.parse(auth.body);
    } catch {
      return error(keys, 400, 'PARAM_ERROR', '请求体不是合法的 JSON');
    }
    const origin = originOf(order.notify_url);
    const total = order.amount?.total;
    if (order.appid !== keys.raw.wechat.appId || order.mchid !== keys.raw.wechat.mchId) return error(keys, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    if (!order.out_trade_no || !/^[\w\-|*]{6,32}$/.test(order.out_trade_no) || !origin || !Number.isSafeInteger(total) || (total as number) <= 0) {
      return error(keys, 400, 'PARAM_ERROR', '参数错误');
    }
    const currency = (order.amount?.currency ?? 'CNY').toUpperCase();
    const existing = await orderByMerchantRef(c.get('db'), 'wechat', order.out_trade_no);
    if (existing) {
      if (existing.state === 'SUCCESS') return error(keys, 400, 'ORDERPAID', '该订单已支付');
      if (existing.state !== 'NOTPAY') return error(keys, 400, 'ORDER_CLOSED', '订单已关闭');
      if (existing.amount !== total || existing.currency !== currency) return error(keys, 400, 'INVALID_REQUEST', '201 商户订单号重复');
      return signed(keys, 200, { code_url: `${dataOf(existing).origin}${SANDBOX_PREFIX}/wechat/scan/${existing.id}` });
    }
    const created = await insertOrder(c.get('db'), {
      id: `wx${randomText(30).toLowerCase()}`,
      provider: 'wechat',
      merchantRef: order.out_trade_no,
      amount: total as number,
      currency,
      state: 'NOTPAY',
      notifyUrl: order.notify_url as string,
      returnUrl: null,
      data: { origin, subject: order.description ?? '' },
    });
    return signed(keys, 200, { code_url: `${origin}${SANDBOX_PREFIX}/wechat/scan/${created.id}` });
  })
  .get('/v3/pay/transactions/out-trade-no/:no', async (c) => {
    const auth = await authenticate(c);
    if (auth instanceof Response) return auth;
    if (c.req.query('mchid') !== auth.keys.raw.wechat.mchId) return error(auth.keys, 400, 'PARAM_ERROR', 'mchid 不正确');
    const order = await orderByMerchantRef(c.get('db'), 'wechat', c.req.param('no'));
    if (!order) return error(auth.keys, 404, 'ORDER_NOT_EXIST', '订单不存在');
    return signed(auth.keys, 200, transaction(auth.keys, order));
  })
  .post('/v3/pay/transactions/out-trade-no/:no/close', async (c) => {
    const auth = await authenticate(c);
    if (auth instanceof Response) return auth;
    const order = await orderByMerchantRef(c.get('db'), 'wechat', c.req.param('no'));
    if (!order) return error(auth.keys, 404, 'ORDER_NOT_EXIST', '订单不存在');
    if (order.state === 'SUCCESS') return error(auth.keys, 400, 'ORDERPAID', '该订单已支付');
    await moveOrder(c.get('db'), order.id, ['NOTPAY', 'PAYERROR'], 'CLOSED');
    return signed(auth.keys, 204, null);
  });
