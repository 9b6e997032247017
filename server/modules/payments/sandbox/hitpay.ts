// Sandbox HitPay: payment requests behind X-BUSINESS-API-KEY (create, read, delete).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../../../http.ts';
import { decimalToMinor, minorToDecimal, safeEqual } from '../crypto.ts';
import { dataOf, insertOrder, moveOrder, orderById, providerKeys, type SandboxOrder } from './store.ts';
import { bodyFields, checkoutUrl, type Ctx, json, originOf } from './util.ts';

async function authorized(c: Ctx): Promise<Response | null> {
  const keys = await providerKeys(c.get('db'));
  return safeEqual(c.req.header('x-business-api-key') ?? '', keys.raw.hitpay.apiKey) ? null : json(401, { message: 'Unauthenticated.' });
}

/** A payment request as HitPay shows it (amounts as decimal text, currency in lower case). */
export function paymentRequestJson(order: SandboxOrder) {
  const data = dataOf(order);
  const completed = order.state === 'completed';
  return {
    id: order.id,
    name: data.name ?? null,
    email: data.email ?? null,
    phone: null,
    amount: minorToDecimal(order.amount),
    currency: order.currency.toLowerCase(),
    status: order.state,
    purpose: data.subject ?? null,
    reference_number: order.merchantRef,
    payment_methods: ['paynow_online', 'card'],
    url: checkoutUrl(order),
    redirect_url: order.returnUrl,
    webhook: order.notifyUrl,
    send_sms: false,
    send_email: false,
    sms_status: 'pending',
    email_status: 'pending',
    allow_repeated_payments: false,
    expiry_date: null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    ...(completed
      ? {
          payments: [
            {
              id: data.tradeNo,
              status: 'succeeded',
              buyer_email: data.email ?? null,
              currency: order.currency.toLowerCase(),
              amount: minorToDecimal(data.paidAmount ?? order.amount),
              refunded_amount: '0.00',
              payment_type: 'paynow_online',
              fees: '0.00',
              created_at: data.paidAt,
            },
          ],
        }
      : { payments: [] }),
  };
}

const notFound = () => json(404, { message: 'No query results for model [App\\Business\\PaymentRequest].' });

export const hitpaySandbox = new Hono<AppEnv>()
  .post('/v1/payment-requests', async (c) => {
    const refused = await authorized(c);
    if (refused) return refused;
    const fields = await bodyFields(c);
    const amount = decimalToMinor(fields.amount);
    const origin = originOf(fields.redirect_url);
    const errors: Record<string, string[]> = {};
    if (amount === null || amount <= 0) errors.amount = ['The amount must be a number greater than 0.'];
    if (!/^[A-Za-z]{3}$/.test(fields.currency ?? '')) errors.currency = ['The currency field is required.'];
    if (!origin) errors.redirect_url = ['The redirect url must be a valid URL.'];
    if (fields.webhook && !originOf(fields.webhook)) errors.webhook = ['The webhook must be a valid URL.'];
    if (Object.keys(errors).length > 0) return json(422, { message: Object.values(errors)[0][0], errors });
    const order = await insertOrder(c.get('db'), {
      id: randomUUID(),
      provider: 'hitpay',
      merchantRef: (fields.reference_number ?? '').slice(0, 64),
      amount: amount as number,
      currency: fields.currency.toUpperCase(),
      state: 'pending',
      notifyUrl: fields.webhook || null,
      returnUrl: fields.redirect_url,
      data: { origin: origin as string, subject: fields.purpose ?? '', email: fields.email, name: fields.name },
    });
    return json(201, paymentRequestJson(order));
  })
  .get('/v1/payment-requests/:id', async (c) => {
    const refused = await authorized(c);
    if (refused) return refused;
    const order = await orderById(c.get('db'), c.req.param('id'), 'hitpay');
    return order ? json(200, paymentRequestJson(order)) : notFound();
  })
  .delete('/v1/payment-requests/:id', async (c) => {
    const refused = await authorized(c);
    if (refused) return refused;
    const order = await orderById(c.get('db'), c.req.param('id'), 'hitpay');
    if (!order) return notFound();
    const deleted = await moveOrder(c.get('db'), order.id, ['pending', 'failed'], 'deleted');
    return deleted ? json(200, paymentRequestJson(deleted)) : json(422, { message: 'The payment request cannot be deleted.' });
  });
