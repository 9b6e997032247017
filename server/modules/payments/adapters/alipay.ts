// Alipay computer-website payment (alipay.trade.page.pay): the customer is sent to the gateway with signed
// parameters; Alipay posts a form-encoded notice signed RSA2 with its own key and expects the literal
// `success`; alipay.trade.query and alipay.trade.close are signed form posts answered with signed JSON.
import type { AlipayConfig } from '../config.ts';
import { decimalToMinor, minorToDecimal } from '../crypto.ts';
import { alipaySign, alipayVerify, alipayVerifyResponse } from '../signatures.ts';
import { type HttpFetch, NoticeRejected, type PaymentAdapter, ProviderError, type ProviderStatus } from '../types.ts';
import { fieldsOf, textAck } from './http.ts';

/** "yyyy-MM-dd HH:mm:ss" in China time, as Alipay writes timestamps. */
export function alipayTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const STATES: Record<string, ProviderStatus['state']> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

export function alipayAdapter(cfg: AlipayConfig, http: HttpFetch): PaymentAdapter {
  /** The common parameters of a request, with biz_content, signed. */
  function signed(method: string, biz: object, extra: Record<string, string> = {}): Record<string, string> {
    const params: Record<string, string> = {
      app_id: cfg.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(new Date()),
      version: '1.0',
      ...extra,
      biz_content: JSON.stringify(biz),
    };
    params.sign = alipaySign(params, cfg.privateKey, 'request');
    return params;
  }

  async function call(method: string, biz: object): Promise<Record<string, string>> {
    const res = await http(cfg.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(signed(method, biz)).toString(),
    });
    const text = await res.text();
    if (!res.ok) throw new ProviderError('alipay', `${method}: HTTP ${res.status} ${text.slice(0, 200)}`, res.status);
    const answer = alipayVerifyResponse(method, text, cfg.alipayPublicKey);
    if (!answer) throw new ProviderError('alipay', `${method}: the answer's signature does not verify`);
    return answer;
  }

  const currencyOf = (fields: Record<string, string>) => (fields.trans_currency || 'CNY').toUpperCase();

  return {
    method: 2,
    name: 'alipay',

    async start(input) {
      const biz: Record<string, string> = {
        out_trade_no: input.topupId,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: minorToDecimal(input.amountMinor),
        subject: input.subject.slice(0, 256),
        time_expire: alipayTime(input.expiresAt),
      };
      if (input.currency.toUpperCase() !== 'CNY') biz.trans_currency = input.currency.toUpperCase();
      const params = signed('alipay.trade.page.pay', biz, { notify_url: input.notifyUrl, return_url: input.returnUrl });
      const gateway = cfg.browserGateway?.(input.returnUrl) ?? cfg.gatewayUrl;
      return { kind: 'redirect', url: `${gateway}?${new URLSearchParams(params)}`, providerRef: null };
    },

    async query(topupId) {
      const answer = await call('alipay.trade.query', { out_trade_no: topupId });
      if (answer.code !== '10000') {
        if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'pending', detail: 'ACQ.TRADE_NOT_EXIST' };
        throw new ProviderError('alipay', `query: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? ''}`);
      }
      if (answer.out_trade_no !== topupId) throw new ProviderError('alipay', 'query answered another order');
      const state = STATES[answer.trade_status] ?? 'pending';
      const amount = decimalToMinor(answer.total_amount);
      if (state === 'paid' && amount === null) throw new ProviderError('alipay', `query: amount "${answer.total_amount}"`);
      return {
        state,
        providerRef: answer.trade_no ?? null,
        ...(state === 'paid' ? { amountMinor: amount as number, currency: currencyOf(answer) } : {}),
        detail: answer.trade_status,
      };
    },

    async verifyNotice({ rawBody }) {
      const fields = fieldsOf(rawBody);
      const claimed = fields.out_trade_no || null;
      if (!alipayVerify(fields, cfg.alipayPublicKey, 'notice')) throw new NoticeRejected('signature', claimed);
      if (fields.app_id !== cfg.appId || (fields.seller_id && fields.seller_id !== cfg.sellerId)) {
        throw new NoticeRejected('merchant', claimed, `${fields.app_id}/${fields.seller_id}`);
      }
      const amount = decimalToMinor(fields.total_amount);
      if (!claimed || amount === null) throw new NoticeRejected('malformed', claimed);
      return {
        topupId: claimed,
        providerRef: fields.trade_no || null,
        amountMinor: amount,
        currency: currencyOf(fields),
        paid: fields.trade_status === 'TRADE_SUCCESS' || fields.trade_status === 'TRADE_FINISHED',
      };
    },

    ack(ok) {
      return ok ? textAck(200, 'success') : textAck(500, 'fail');
    },

    async close(topupId) {
      const answer = await call('alipay.trade.close', { out_trade_no: topupId });
      if (answer.code !== '10000' && answer.sub_code !== 'ACQ.TRADE_NOT_EXIST') {
        throw new ProviderError('alipay', `close: ${answer.code} ${answer.sub_code ?? ''}`);
      }
    },
  };
}
