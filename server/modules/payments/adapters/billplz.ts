// Billplz v3 bills: POST /api/v3/bills (basic auth with the API key) gives the bill's `url`; the callback
// is a form signed with x_signature, and the redirect carries billplz[id|paid|paid_at|x_signature] signed
// the same way (keys prefixed `billplz`). Amounts are in cents, and bills are in MYR.
import type { BillplzConfig } from '../config.ts';
import { integerText } from '../crypto.ts';
import { billplzRedirectFields, billplzVerify } from '../signatures.ts';
import { type HttpFetch, NoticeRejected, type PaymentAdapter, ProviderError, type ProviderStatus, REDIRECT_REFUSED } from '../types.ts';
import { failIfNotOk, fieldsOf, formOf, jsonOf, textAck } from './http.ts';

interface Bill {
  id?: string;
  url?: string;
  paid?: boolean;
  state?: string;
  amount?: number;
  paid_amount?: number;
  reference_1?: string | null;
}

export const BILLPLZ_CURRENCY = 'MYR';

export function billplzAdapter(cfg: BillplzConfig, http: HttpFetch): PaymentAdapter {
  const headers = { authorization: `Basic ${Buffer.from(`${cfg.apiKey}:`).toString('base64')}`, accept: 'application/json' };

  async function getBill(billId: string): Promise<Bill | null> {
    const res = await http(`${cfg.baseUrl}/api/v3/bills/${encodeURIComponent(billId)}`, { headers });
    const text = await res.text();
    if (res.status === 404) return null;
    failIfNotOk('billplz', res, text, 'get bill');
    return jsonOf<Bill>('billplz', res, text);
  }

  async function statusOf(topupId: string, billId: string | null): Promise<ProviderStatus> {
    if (!billId) return { state: 'pending', detail: 'no bill yet' };
    const bill = await getBill(billId);
    if (!bill) return { state: 'pending', providerRef: billId, detail: 'not found' };
    if (bill.reference_1 !== topupId) throw new ProviderError('billplz', `bill ${billId} is not for ${topupId}`);
    if (bill.paid && bill.state === 'paid') {
      const amount = Number(bill.paid_amount ?? bill.amount);
      if (!Number.isSafeInteger(amount)) throw new ProviderError('billplz', `bill amount "${bill.paid_amount}"`);
      return { state: 'paid', providerRef: billId, amountMinor: amount, currency: BILLPLZ_CURRENCY, detail: 'paid' };
    }
    return { state: bill.state === 'deleted' ? 'closed' : 'pending', providerRef: billId, detail: bill.state ?? 'unknown' };
  }

  return {
    method: 32,
    name: 'billplz',

    async start(input) {
      if (input.currency.toUpperCase() !== BILLPLZ_CURRENCY) throw new ProviderError('billplz', `bills are in ${BILLPLZ_CURRENCY}, not ${input.currency}`);
      const contact: Record<string, string> | null = input.payer?.email
        ? { email: input.payer.email }
        : input.payer?.phone
          ? { mobile: input.payer.phone }
          : null;
      if (!contact) throw new ProviderError('billplz', 'a bill needs the payer’s e-mail or mobile number');
      const res = await http(`${cfg.baseUrl}/api/v3/bills`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: formOf({
          collection_id: cfg.collectionId,
          ...contact,
          name: (input.payer?.name || input.topupId).slice(0, 255),
          amount: String(input.amountMinor),
          callback_url: input.notifyUrl,
          redirect_url: input.returnUrl,
          description: input.subject.slice(0, 200),
          reference_1_label: 'Top-up',
          reference_1: input.topupId,
          deliver: 'false',
        }).toString(),
      });
      const text = await res.text();
      failIfNotOk('billplz', res, text, 'create bill');
      const bill = await jsonOf<Bill>('billplz', res, text);
      if (!bill.id || !bill.url) throw new ProviderError('billplz', 'create bill: no id or url');
      return { kind: 'redirect', url: bill.url, providerRef: bill.id };
    },

    query: (topupId, providerRef) => statusOf(topupId, providerRef),

    async onReturn(topupId, providerRef, query) {
      const fields = billplzRedirectFields(query);
      if (!fields.billplzid) return statusOf(topupId, providerRef);
      if (!billplzVerify(fields, cfg.xSignatureKey)) return { state: 'pending', providerRef, detail: REDIRECT_REFUSED };
      return statusOf(topupId, fields.billplzid);
    },

    async verifyNotice({ rawBody }) {
      const fields = fieldsOf(rawBody);
      const billId = fields.id || null;
      if (!billplzVerify(fields, cfg.xSignatureKey)) throw new NoticeRejected('signature', null, '', billId);
      if (!billId) throw new NoticeRejected('malformed', null, 'no bill id');
      // The callback names the bill, not our order: the bill itself says which top-up it is for.
      const bill = await getBill(billId);
      if (!bill?.reference_1) throw new NoticeRejected('malformed', null, `bill ${billId} unknown`, billId);
      const paid = fields.paid === 'true' && fields.state === 'paid';
      const amount = integerText(paid ? fields.paid_amount || fields.amount : fields.amount);
      if (amount === null) throw new NoticeRejected('malformed', bill.reference_1, 'amount');
      return { topupId: bill.reference_1, providerRef: billId, amountMinor: amount, currency: BILLPLZ_CURRENCY, paid };
    },

    ack(ok) {
      return ok ? textAck(200, 'OK') : textAck(500, 'FAIL');
    },

    async close(_topupId, providerRef) {
      if (!providerRef) return;
      const res = await http(`${cfg.baseUrl}/api/v3/bills/${encodeURIComponent(providerRef)}`, { method: 'DELETE', headers });
      const text = await res.text();
      if (res.status !== 404) failIfNotOk('billplz', res, text, 'delete bill');
    },
  };
}
