// Sandbox PayPal REST: OAuth2 client credentials, Orders v2 (create, get, capture with PayPal-Request-Id
// idempotency), and the webhook signature check of the webhooks it sends itself.
import { Hono } from 'hono';
import type { AppEnv } from '../../../http.ts';
import { SANDBOX_PREFIX } from '../config.ts';
import { decimalToMinor, hmacSha256Hex, minorToDecimal, randomText, rsaVerify, safeEqual } from '../crypto.ts';
import { paypalTransmissionMessage } from '../signatures.ts';
import { type NotifyMode, notifyPerMode, PAYPAL_CERT_PATH } from './notices.ts';
import { dataOf, insertOrder, moveOrder, orderById, orderByMerchantRef, providerKeys, type ProviderKeys, type SandboxOrder } from './store.ts';
import { type Ctx, json, originOf } from './util.ts';

const TOKEN_SECONDS = 32_400;

const tokenMac = (keys: ProviderKeys, until: string) => hmacSha256Hex(keys.raw.paypal.clientSecret, `token:${until}`);

/** Stateless bearer tokens: A21AA<expiry>.<hmac of the expiry under the client secret>. */
function tokenIsValid(keys: ProviderKeys, header: string | undefined): boolean {
  const match = /^Bearer A21AA(\d{10})\.([0-9a-f]{64})$/.exec(header ?? '');
  return !!match && Number(match[1]) > Date.now() / 1000 && safeEqual(tokenMac(keys, match[1]), match[2]);
}

const problem = (status: number, name: string, issue: string, message: string) =>
  json(status, { name, message, debug_id: randomText(13).toLowerCase(), details: [{ issue, description: message }] });

async function authorized(c: Ctx): Promise<ProviderKeys | Response> {
  const keys = await providerKeys(c.get('db'));
  if (!tokenIsValid(keys, c.req.header('authorization')))
    return json(401, {
      name: 'AUTHENTICATION_FAILURE',
      message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
    });
  return keys;
}

/** The order as Orders v2 shows it. */
export function orderJson(order: SandboxOrder) {
  const data = dataOf(order);
  const value = minorToDecimal(order.amount);
  const completed = order.state === 'COMPLETED';
  const paid = minorToDecimal(data.paidAmount ?? order.amount);
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.state === 'CREATED' ? 'PAYER_ACTION_REQUIRED' : order.state,
    purchase_units: [
      {
        reference_id: order.merchantRef,
        custom_id: order.merchantRef,
        amount: { currency_code: order.currency, value },
        ...(completed
          ? {
              payments: {
                captures: [
                  {
                    id: data.captureId,
                    status: 'COMPLETED',
                    amount: { currency_code: order.currency, value: paid },
                    custom_id: order.merchantRef,
                    final_capture: true,
                    create_time: data.paidAt,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    ...(data.payerId ? { payer: { payer_id: data.payerId } } : {}),
    links: [
      { href: `${data.origin}${SANDBOX_PREFIX}/checkout/${order.id}`, rel: 'payer-action', method: 'GET' },
      { href: `${data.origin}${SANDBOX_PREFIX}/paypal/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ],
  };
}

export const paypalSandbox = new Hono<AppEnv>()
  .post('/v1/oauth2/token', async (c) => {
    const keys = await providerKeys(c.get('db'));
    const [id, secret] = Buffer.from((c.req.header('authorization') ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    const body = new URLSearchParams(await c.req.text());
    if (!safeEqual(id ?? '', keys.raw.paypal.clientId) || !safeEqual(secret ?? '', keys.raw.paypal.clientSecret)) {
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (body.get('grant_type') !== 'client_credentials') return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    const until = String(Math.floor(Date.now() / 1000) + TOKEN_SECONDS);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: `A21AA${until}.${tokenMac(keys, until)}`,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: TOKEN_SECONDS,
      nonce: randomText(20),
    });
  })
  .post('/v2/checkout/orders', async (c) => {
    const keys = await authorized(c);
    if (keys instanceof Response) return keys;
    const db = c.get('db');
    const requestId = c.req.header('paypal-request-id') ?? null;
    let body: {
      intent?: string;
      purchase_units?: {
        reference_id?: string;
        custom_id?: string;
        description?: string;
        amount?: { currency_code?: string; value?: string };
      }[];
      payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
      application_context?: { return_url?: string; cancel_url?: string };
    };
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return problem(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    const unit = body.purchase_units?.[0];
    const ref = unit?.reference_id ?? unit?.custom_id;
    const amount = decimalToMinor(unit?.amount?.value);
    const context = body.payment_source?.paypal?.experience_context ?? body.application_context;
    const origin = originOf(context?.return_url);
    if (body.intent !== 'CAPTURE' || !ref || amount === null || amount <= 0 || !unit?.amount?.currency_code || !origin) {
      return problem(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
    }
    if (requestId) {
      const earlier = await orderByMerchantRef(db, 'paypal', ref);
      if (earlier && dataOf(earlier).createRequestId === requestId) return json(200, orderJson(earlier));
    }
    const order = await insertOrder(db, {
      id: randomText(17),
      provider: 'paypal',
      merchantRef: ref,
      amount,
      currency: unit.amount.currency_code.toUpperCase(),
      state: 'CREATED',
      notifyUrl: `${origin}/api/payment/notify/paypal`,
      returnUrl: context?.return_url ?? null,
      data: {
        origin,
        cancelUrl: originOf(context?.cancel_url) ? context?.cancel_url : context?.return_url,
        subject: unit.description ?? '',
        ...(requestId ? { createRequestId: requestId } : {}),
      },
    });
    return json(201, orderJson(order));
  })
  .get('/v2/checkout/orders/:id', async (c) => {
    const keys = await authorized(c);
    if (keys instanceof Response) return keys;
    const order = await orderById(c.get('db'), c.req.param('id'), 'paypal');
    if (!order) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    return json(200, orderJson(order));
  })
  .post('/v2/checkout/orders/:id/capture', async (c) => {
    const keys = await authorized(c);
    if (keys instanceof Response) return keys;
    const db = c.get('db');
    const requestId = c.req.header('paypal-request-id') ?? null;
    const order = await orderById(db, c.req.param('id'), 'paypal');
    if (!order) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
    const captured = await moveOrder(db, order.id, ['APPROVED'], 'COMPLETED', {
      captureId: randomText(17),
      captureRequestId: requestId ?? undefined,
      paidAt: new Date().toISOString(),
    });
    if (captured) {
      // PayPal sends PAYMENT.CAPTURE.COMPLETED once the capture is made.
      await notifyPerMode(db, captured, (dataOf(captured).notifyMode ?? 'normal') as NotifyMode);
      return json(201, orderJson(captured));
    }
    const now = (await orderById(db, order.id, 'paypal')) ?? order;
    if (now.state === 'COMPLETED' && requestId && dataOf(now).captureRequestId === requestId) return json(200, orderJson(now));
    if (now.state === 'COMPLETED')
      return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured. If intent=CAPTURE only one capture per order is allowed.');
    return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
  })
  .post('/v1/notifications/verify-webhook-signature', async (c) => {
    const keys = await authorized(c);
    if (keys instanceof Response) return keys;
    let body: {
      auth_algo?: string;
      cert_url?: string;
      transmission_id?: string;
      transmission_sig?: string;
      transmission_time?: string;
      webhook_id?: string;
      webhook_event?: unknown;
    };
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return problem(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    let certPath = '';
    try {
      certPath = new URL(body.cert_url ?? '').pathname;
    } catch {
      // not a URL: fails below
    }
    const ok =
      body.auth_algo === 'SHA256withRSA' &&
      certPath === PAYPAL_CERT_PATH &&
      body.webhook_id === keys.raw.paypal.webhookId &&
      !!body.transmission_id &&
      !!body.transmission_time &&
      !!body.transmission_sig &&
      body.webhook_event !== undefined &&
      rsaVerify(
        paypalTransmissionMessage(body.transmission_id, body.transmission_time, body.webhook_id, JSON.stringify(body.webhook_event)),
        body.transmission_sig,
        keys.paypalSigningPublic,
      );
    return json(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  })
  .get('/v1/notifications/certs/CERT-sandbox', async (c) => {
    const keys = await providerKeys(c.get('db'));
    return new Response(keys.raw.paypal.signingPublicKey, { headers: { 'content-type': 'application/x-pem-file' } });
  });
