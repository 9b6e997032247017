// Sandbox Alipay gateway: GET gateway.do (alipay.trade.page.pay, the browser arrives with signed
// parameters) opens the checkout page; POST gateway.do answers alipay.trade.query / alipay.trade.close with
// JSON signed by "Alipay's" key.
import { Hono } from 'hono';
import type { AppEnv } from '../../../http.ts';
import { SANDBOX_PREFIX } from '../config.ts';
import { decimalToMinor, minorToDecimal, randomText } from '../crypto.ts';
import { alipayResponseBody, alipayVerify } from '../signatures.ts';
import { dataOf, insertOrder, moveOrder, orderByMerchantRef, providerKeys, type ProviderKeys } from './store.ts';
import { bodyFields, originOf } from './util.ts';

function bizOf(params: Record<string, string>): Record<string, string> | null {
  try {
    const biz = JSON.parse(params.biz_content ?? '') as Record<string, string>;
    return biz && typeof biz === 'object' ? biz : null;
  } catch {
    return null;
  }
}

/** Alipay's own error page text for a request it refuses. */
const refused = (subCode: string) => new Response(`Alipay sandbox: ${subCode}`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });

function answer(keys: ProviderKeys, method: string, inner: object): Response {
  return new Response(alipayResponseBody(method, inner, keys.alipayPrivate), {
    headers: { 'content-type': 'application/json;charset=utf-8' },
  });
}

const NOT_EXIST = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };

export const alipaySandbox = new Hono<AppEnv>()
  .get('/gateway.do', async (c) => {
    const db = c.get('db');
    const keys = await providerKeys(db);
    const params = Object.fromEntries(new URL(c.req.url).searchParams);
    if (params.method !== 'alipay.trade.page.pay') return refused('isv.invalid-method');
    if (params.app_id !== keys.raw.alipay.appId || !alipayVerify(params, keys.alipayAppPublic, 'request')) return refused('isv.invalid-signature');
    const biz = bizOf(params);
    const amount = decimalToMinor(biz?.total_amount);
    const origin = originOf(params.return_url);
    if (!biz?.out_trade_no || amount === null || amount <= 0 || !origin) return refused('isv.missing-or-invalid-parameter');
    const currency = (biz.trans_currency || 'CNY').toUpperCase();
    let order = await orderByMerchantRef(db, 'alipay', biz.out_trade_no);
    if (order && order.state === 'WAIT_BUYER_PAY' && (order.amount !== amount || order.currency !== currency)) return refused('ACQ.CONTEXT_INCONSISTENT');
    if (!order || order.state === 'TRADE_CLOSED') {
      const tradeNo = `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}22001${randomText(15, '0123456789')}`;
      order = await insertOrder(db, {
        id: tradeNo,
        provider: 'alipay',
        merchantRef: biz.out_trade_no,
        amount,
        currency,
        state: 'WAIT_BUYER_PAY',
        notifyUrl: originOf(params.notify_url) ? params.notify_url : null,
        returnUrl: params.return_url,
        data: { origin, subject: biz.subject ?? '', tradeNo },
      });
    }
    return c.redirect(`${dataOf(order).origin}${SANDBOX_PREFIX}/checkout/${order.id}`, 302);
  })
  .post('/gateway.do', async (c) => {
    const db = c.get('db');
    const keys = await providerKeys(db);
    const params = await bodyFields(c);
    const method = params.method ?? '';
    if (params.app_id !== keys.raw.alipay.appId || !alipayVerify(params, keys.alipayAppPublic, 'request')) {
      // Alipay leaves a refused signature unsigned.
      return c.json({
        [`${method.replace(/\./g, '_') || 'error'}_response`]: {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: '验签出错',
        },
      });
    }
    const outTradeNo = bizOf(params)?.out_trade_no ?? '';
    const order = outTradeNo ? await orderByMerchantRef(db, 'alipay', outTradeNo) : null;
    if (method === 'alipay.trade.query') {
      if (!order) return answer(keys, method, NOT_EXIST);
      const data = dataOf(order);
      const paid = order.state === 'TRADE_SUCCESS';
      return answer(keys, method, {
        code: '10000',
        msg: 'Success',
        trade_no: order.id,
        out_trade_no: order.merchantRef,
        buyer_logon_id: 'san***@sandbox.com',
        trade_status: order.state,
        total_amount: minorToDecimal(paid ? (data.paidAmount ?? order.amount) : order.amount),
        ...(order.currency !== 'CNY' ? { trans_currency: order.currency } : {}),
        ...(paid ? { send_pay_date: data.paidAt ?? '' } : {}),
      });
    }
    if (method === 'alipay.trade.close') {
      if (!order) return answer(keys, method, NOT_EXIST);
      const closed = await moveOrder(db, order.id, ['WAIT_BUYER_PAY'], 'TRADE_CLOSED');
      if (!closed && order.state !== 'TRADE_CLOSED')
        return answer(keys, method, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_STATUS_ERROR',
          sub_msg: '交易状态不合法',
        });
      return answer(keys, method, { code: '10000', msg: 'Success', trade_no: order.id, out_trade_no: order.merchantRef });
    }
    return answer(keys, method || 'error', {
      code: '40002',
      msg: 'Invalid Arguments',
      sub_code: 'isv.invalid-method',
      sub_msg: '不存在的方法名',
    });
  });
