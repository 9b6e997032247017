// HitPay payment requests: POST /v1/payment-requests (X-BUSINESS-API-KEY) gives a checkout `url`; the
// webhook is a form signed with `hmac` (HMAC-SHA256 of the sorted key+value pairs under the salt); a
// query reads the payment request by id.
import type { HitpayConfig } from '../config.ts';
import { decimalToMinor, minorToDecimal } from '../crypto.ts';
import { hitpayVerify } from '../signatures.ts';
import { type HttpFetch, NoticeRejected, type PaymentAdapter, ProviderError, type ProviderStatus } from '../types.ts';
import { failIfNotOk, fieldsOf, formOf, jsonOf, textAck } from './http.ts';

interface PaymentRequest {
  id?: string;
  url?: string;
  status?: string;
  amount?: string;
  currency?: string;
  reference_number?: string;
  payments?: { status?: string; amount?: string; currency?: string }[];
}

const STATES: Record<string, ProviderStatus['state']> = {
  pending: 'pending',
  completed: 'paid',
  failed: 'failed',
  expired: 'closed',
  canceled: 'closed',
  deleted: 'closed',
};

export function hitpayAdapter(cfg: HitpayConfig, http: HttpFetch): PaymentAdapter {
  const headers = { 'x-business-api-key': cfg.apiKey, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

  return {
    method: 16,
    name: 'hitpay',

    async start(input) {
      const fields: Record<string, string> = {
        amount: minorToDecimal(input.amountMinor),
        currency: input.currency.toUpperCase(),
        reference_number: input.topupId,
        redirect_url: input.returnUrl,
        webhook: input.notifyUrl,
        purpose: input.subject.slice(0, 255),
        allow_repeated_payments: 'false',
      };
      if (input.payer?.email) fields.email = input.payer.email;
      if (input.payer?.name) fields.name = input.payer.name;
      const res = await http(`${cfg.baseUrl}/v1/payment-requests`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: formOf(fields).toString(),
      });
      const text = await res.text();
      failIfNotOk('hitpay', res, text, 'payment request');
      const answer = await jsonOf<PaymentRequest>('hitpay', res, text);
      if (!answer.id || !answer.url) throw new ProviderError('hitpay', 'payment request: no id or url');
      return { kind: 'redirect', url: answer.url, providerRef: answer.id };
    },

    async query(topupId, providerRef) {
      if (!providerRef) return { state: 'pending', detail: 'no payment request yet' };
      const res = await http(`${cfg.baseUrl}/v1/payment-requests/${encodeURIComponent(providerRef)}`, { headers });
      const text = await res.text();
      if (res.status === 404) return { state: 'pending', providerRef, detail: 'not found' };
      failIfNotOk('hitpay', res, text, 'query');
      const answer = await jsonOf<PaymentRequest>('hitpay', res, text);
      if (answer.reference_number !== topupId) throw new ProviderError('hitpay', `payment request ${providerRef} is not for ${topupId}`);
      const state = STATES[answer.status ?? ''] ?? 'pending';
      // What was paid is the successful payment's amount (the request's amount is what was asked).
      const payment = answer.payments?.find((p) => p.status === 'succeeded');
      const amount = decimalToMinor(payment?.amount ?? answer.amount);
      if (state === 'paid' && amount === null) throw new ProviderError('hitpay', `query amount "${answer.amount}"`);
      return {
        state,
        providerRef,
        ...(state === 'paid' ? { amountMinor: amount as number, currency: (payment?.currency ?? answer.currency ?? '').toUpperCase() } : {}),
        detail: answer.status ?? 'unknown',
      };
    },

    async verifyNotice({ rawBody }) {
      const fields = fieldsOf(rawBody);
      const claimed = fields.reference_number || null;
      if (!hitpayVerify(fields, cfg.salt)) throw new NoticeRejected('signature', claimed);
      const amount = decimalToMinor(fields.amount);
      if (!claimed || amount === null) throw new NoticeRejected('malformed', claimed);
      return {
        topupId: claimed,
        providerRef: fields.payment_request_id || null,
        amountMinor: amount,
        currency: (fields.currency ?? '').toUpperCase(),
        paid: fields.status === 'completed',
      };
    },

    ack(ok) {
      return ok ? textAck(200, 'OK') : textAck(500, 'FAIL');
    },

    async close(_topupId, providerRef) {
      if (!providerRef) return;
      const res = await http(`${cfg.baseUrl}/v1/payment-requests/${encodeURIComponent(providerRef)}`, { method: 'DELETE', headers });
      const text = await res.text();
      if (res.status !== 404) failIfNotOk('hitpay', res, text, 'delete');
    },
  };
}
