// WeChat Pay APIv3, Native payment: the order gives a `code_url` the customer scans. Requests are signed with
// the merchant key; answers and notices are signed with the platform key, and a notice's `resource` is
// AEAD_AES_256_GCM under the APIv3 key.
import type { WechatConfig } from '../config.ts';
import { aesGcmDecrypt } from '../crypto.ts';
import { verifyWechatHeaders, wechatAuthorization } from '../signatures.ts';
import { type HttpFetch, NoticeRejected, type PaymentAdapter, ProviderError, type ProviderStatus } from '../types.ts';
import { jsonAck, jsonOf } from './http.ts';

interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  trade_state_desc?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

interface WechatNotice {
  event_type?: string;
  resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
}

/** RFC 3339 in China time, as WeChat Pay writes and expects it: 2024-05-01T12:00:00+08:00. */
export function chinaTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

const STATES: Record<string, ProviderStatus['state']> = {
  SUCCESS: 'paid',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  ACCEPT: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

export function wechatAdapter(cfg: WechatConfig, http: HttpFetch): PaymentAdapter {
  const platform = { serial: cfg.platformSerial, publicKey: cfg.platformPublicKey };

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<{ res: Response; text: string }> {
    const url = new URL(`${cfg.baseUrl}${path}`);
    const payload = body ? JSON.stringify(body) : '';
    const res = await http(url.href, {
      method,
      headers: {
        authorization: wechatAuthorization(cfg, method, `${url.pathname}${url.search}`, payload),
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? payload : undefined,
    });
    const text = await res.text();
    if (res.ok && verifyWechatHeaders(res.headers, text, platform) !== 'ok') {
      throw new ProviderError('wechat', `${method} ${url.pathname}: the answer's signature does not verify`, res.status);
    }
    return { res, text };
  }

  function decrypt(notice: WechatNotice): WechatTransaction {
    const resource = notice.resource;
    if (!resource?.ciphertext || !resource.nonce || resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error('no resource');
    return JSON.parse(aesGcmDecrypt(cfg.apiV3Key, resource.nonce, resource.associated_data ?? '', resource.ciphertext)) as WechatTransaction;
  }

  return {
    method: 1,
    name: 'wechat',

    async start(input) {
      const { res, text } = await call('POST', '/v3/pay/transactions/native', {
        appid: cfg.appId,
        mchid: cfg.mchId,
        description: input.subject.slice(0, 127),
        out_trade_no: input.topupId,
        time_expire: chinaTime(input.expiresAt),
        notify_url: input.notifyUrl,
        amount: { total: input.amountMinor, currency: input.currency },
      });
      const answer = await jsonOf<{ code_url?: string; message?: string }>('wechat', res, text);
      if (!res.ok || !answer.code_url) throw new ProviderError('wechat', `native order: HTTP ${res.status} ${answer.message ?? ''}`, res.status);
      return { kind: 'qr', qrCode: answer.code_url, providerRef: null };
    },

    async query(topupId) {
      const { res, text } = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(topupId)}?mchid=${encodeURIComponent(cfg.mchId)}`);
      if (res.status === 404) return { state: 'pending', detail: 'ORDER_NOT_EXIST' };
      const tx = await jsonOf<WechatTransaction>('wechat', res, text);
      if (!res.ok) throw new ProviderError('wechat', `query: HTTP ${res.status} ${text.slice(0, 200)}`, res.status);
      if (tx.out_trade_no !== topupId || tx.mchid !== cfg.mchId) throw new ProviderError('wechat', 'query answered another order');
      const state = STATES[tx.trade_state ?? ''] ?? 'pending';
      return {
        state,
        providerRef: tx.transaction_id ?? null,
        ...(state === 'paid' ? { amountMinor: Number(tx.amount?.total), currency: tx.amount?.currency ?? 'CNY' } : {}),
        detail: tx.trade_state ?? 'unknown',
      };
    },

    async verifyNotice({ headers, rawBody }) {
      let notice: WechatNotice;
      try {
        notice = JSON.parse(rawBody) as WechatNotice;
      } catch {
        throw new NoticeRejected('malformed', null, 'not JSON');
      }
      const check = verifyWechatHeaders(headers, rawBody, platform);
      if (check !== 'ok') {
        let claimed: string | null = null;
        try {
          claimed = decrypt(notice).out_trade_no ?? null;
        } catch {
          // unreadable as well as unsigned
        }
        throw new NoticeRejected(check === 'stale' ? 'stale' : 'signature', claimed);
      }
      let tx: WechatTransaction;
      try {
        tx = decrypt(notice);
      } catch {
        throw new NoticeRejected('malformed', null, 'resource does not decrypt');
      }
      if (!tx.out_trade_no || !Number.isSafeInteger(tx.amount?.total)) throw new NoticeRejected('malformed', tx.out_trade_no ?? null);
      if (tx.mchid !== cfg.mchId || tx.appid !== cfg.appId) throw new NoticeRejected('merchant', tx.out_trade_no, `${tx.mchid}/${tx.appid}`);
      return {
        topupId: tx.out_trade_no,
        providerRef: tx.transaction_id ?? null,
        amountMinor: Number(tx.amount?.total),
        currency: tx.amount?.currency ?? 'CNY',
        paid: tx.trade_state === 'SUCCESS',
      };
    },

    ack(ok) {
      return ok ? jsonAck(200, { code: 'SUCCESS', message: '成功' }) : jsonAck(500, { code: 'FAIL', message: '失败' });
    },

    async close(topupId) {
      const { res, text } = await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(topupId)}/close`, {
        mchid: cfg.mchId,
      });
      if (!res.ok) throw new ProviderError('wechat', `close: HTTP ${res.status} ${text.slice(0, 200)}`, res.status);
    },
  };
}
