// PayPal Orders v2: an OAuth2 client-credentials token, an order (intent CAPTURE) the buyer approves, and a
// capture by the server when the buyer returns (or when a query finds the order approved). Create and
// capture carry PayPal-Request-Id = the top-up id, so retries and double clicks capture once. Webhooks
// (PAYMENT.CAPTURE.COMPLETED) are verified by PayPal itself: /v1/notifications/verify-webhook-signature.
import type { PaypalConfig } from '../config.ts';
import { decimalToMinor, minorToDecimal } from '../crypto.ts';
import { type HttpFetch, NoticeRejected, type PaymentAdapter, ProviderError, type ProviderStatus } from '../types.ts';
import { failIfNotOk, jsonOf, textAck } from './http.ts';

interface Money {
  currency_code?: string;
  value?: string;
}
interface Capture {
  id?: string;
  status?: string;
  amount?: Money;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}
interface Order {
  id?: string;
  status?: string;
  links?: { href: string; rel: string }[];
  purchase_units?: { reference_id?: string; custom_id?: string; amount?: Money; payments?: { captures?: Capture[] } }[];
  details?: { issue?: string }[];
}
interface WebhookEvent {
  event_type?: string;
  resource?: Capture & Order;
}

const TRANSMISSION_HEADERS = ['paypal-transmission-id', 'paypal-transmission-time', 'paypal-transmission-sig', 'paypal-cert-url', 'paypal-auth-algo'];

export function paypalAdapter(cfg: PaypalConfig, http: HttpFetch): PaymentAdapter {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await http(`${cfg.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const text = await res.text();
    failIfNotOk('paypal', res, text, 'token');
    const answer = await jsonOf<{ access_token?: string; expires_in?: number }>('paypal', res, text);
    if (!answer.access_token) throw new ProviderError('paypal', 'token: no access_token');
    token = { value: answer.access_token, until: Date.now() + Math.max(0, (answer.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: object, requestId?: string): Promise<{ res: Response; text: string }> {
    for (let attempt = 0; ; attempt += 1) {
      const res = await http(`${cfg.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          accept: 'application/json',
          prefer: 'return=representation',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      if (res.status !== 401 || attempt > 0) return { res, text };
      token = null; // expired early: one new token, one retry
    }
  }

  async function getOrder(orderId: string): Promise<Order | null> {
    const { res, text } = await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    if (res.status === 404) return null;
    failIfNotOk('paypal', res, text, 'get order');
    return jsonOf<Order>('paypal', res, text);
  }

  /** Captures an approved order once; a capture already made (another request id) answers the order as it is. */
  async function capture(orderId: string, topupId: string): Promise<Order | null> {
    const { res, text } = await call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, topupId);
    if (res.ok) return jsonOf<Order>('paypal', res, text);
    if (res.status === 422) {
      const issue = (await jsonOf<Order>('paypal', res, text)).details?.[0]?.issue;
      if (issue === 'ORDER_ALREADY_CAPTURED') return getOrder(orderId);
      if (issue === 'ORDER_NOT_APPROVED') return null;
    }
    throw new ProviderError('paypal', `capture: HTTP ${res.status} ${text.slice(0, 200)}`, res.status);
  }

  function statusOf(order: Order, topupId: string): ProviderStatus {
    const unit = order.purchase_units?.[0];
    if ((unit?.reference_id ?? unit?.custom_id) !== topupId) throw new ProviderError('paypal', `order ${order.id} is not for ${topupId}`);
    const ref = order.id ?? null;
    if (order.status === 'COMPLETED') {
      const done = unit?.payments?.captures?.find((c) => c.status === 'COMPLETED');
      if (!done) {
        const failed = unit?.payments?.captures?.some((c) => c.status === 'DECLINED' || c.status === 'FAILED');
        return {
          state: failed ? 'failed' : 'pending',
          providerRef: ref,
          detail: `capture ${unit?.payments?.captures?.[0]?.status ?? 'missing'}`,
        };
      }
      const amount = decimalToMinor(done.amount?.value);
      if (amount === null) throw new ProviderError('paypal', `capture amount "${done.amount?.value}"`);
      return {
        state: 'paid',
        providerRef: ref,
        amountMinor: amount,
        currency: (done.amount?.currency_code ?? '').toUpperCase(),
        detail: 'COMPLETED',
      };
    }
    if (order.status === 'VOIDED') return { state: 'closed', providerRef: ref, detail: 'VOIDED' };
    return { state: 'pending', providerRef: ref, detail: order.status ?? 'unknown' };
  }

  /** The order as it is, captured first when the buyer approved it. */
  async function settleOrder(topupId: string, orderId: string | null): Promise<ProviderStatus> {
    if (!orderId) return { state: 'pending', detail: 'no order yet' };
    let order = await getOrder(orderId);
    if (!order) return { state: 'pending', detail: 'RESOURCE_NOT_FOUND' };
    if (order.status === 'APPROVED') {
      statusOf(order, topupId); // refuse to capture another top-up's order
      order = (await capture(orderId, topupId)) ?? order;
    }
    return statusOf(order, topupId);
  }

  return {
    method: 4,
    name: 'paypal',

    async start(input) {
      const { res, text } = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.topupId,
              custom_id: input.topupId,
              description: input.subject.slice(0, 127),
              amount: { currency_code: input.currency.toUpperCase(), value: minorToDecimal(input.amountMinor) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                locale: input.locale === 'en' ? 'en-US' : 'zh-CN',
              },
            },
          },
        },
        input.topupId,
      );
      failIfNotOk('paypal', res, text, 'create order');
      const order = await jsonOf<Order>('paypal', res, text);
      const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!order.id || !link) throw new ProviderError('paypal', 'create order: no approve link');
      return { kind: 'redirect', url: link.href, providerRef: order.id };
    },

    query: (topupId, providerRef) => settleOrder(topupId, providerRef),

    onReturn: (topupId, providerRef, query) => settleOrder(topupId, query.get('token') || providerRef),

    async verifyNotice({ headers, rawBody }) {
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody) as WebhookEvent;
      } catch {
        throw new NoticeRejected('malformed', null, 'not JSON');
      }
      const resource = event.resource ?? {};
      const claimed = resource.custom_id ?? resource.purchase_units?.[0]?.reference_id ?? null;
      const sent = TRANSMISSION_HEADERS.map((name) => headers.get(name) ?? '');
      if (sent.some((value) => !value)) throw new NoticeRejected('signature', claimed, 'transmission headers missing');
      const [transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo] = sent;
      const { res, text } = await call('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: authAlgo,
        cert_url: certUrl,
        transmission_id: transmissionId,
        transmission_sig: transmissionSig,
        transmission_time: transmissionTime,
        webhook_id: cfg.webhookId,
        webhook_event: event,
      });
      failIfNotOk('paypal', res, text, 'verify webhook');
      const verdict = await jsonOf<{ verification_status?: string }>('paypal', res, text);
      if (verdict.verification_status !== 'SUCCESS') throw new NoticeRejected('signature', claimed);
      if (!claimed) throw new NoticeRejected('malformed', null, 'no custom_id');
      const isCapture = event.event_type?.startsWith('PAYMENT.CAPTURE.');
      const amount = decimalToMinor(isCapture ? resource.amount?.value : resource.purchase_units?.[0]?.amount?.value);
      if (amount === null) throw new NoticeRejected('malformed', claimed, 'amount');
      return {
        topupId: claimed,
        providerRef: resource.supplementary_data?.related_ids?.order_id ?? resource.id ?? null,
        amountMinor: amount,
        currency: ((isCapture ? resource.amount?.currency_code : resource.purchase_units?.[0]?.amount?.currency_code) ?? '').toUpperCase(),
        paid: event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && resource.status === 'COMPLETED',
      };
    },

    ack(ok) {
      return ok ? textAck(200, 'OK') : textAck(500, 'FAIL');
    },
  };
}
