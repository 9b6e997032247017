// Sandbox Billplz v3: bills behind basic auth with the API key (create, read, delete).
import { Hono } from 'hono';
import type { AppEnv } from '../../../http.ts';
import { integerText, randomText, safeEqual } from '../crypto.ts';
import { billplzFields } from './notices.ts';
import { dataOf, insertOrder, moveOrder, orderById, providerKeys, type SandboxOrder } from './store.ts';
import { bodyFields, type Ctx, json, originOf } from './util.ts';

const failure = (status: number, type: string, message: string) => json(status, { error: { type, message: [message] } });

async function authorized(c: Ctx): Promise<{ collectionId: string } | Response> {
  const keys = await providerKeys(c.get('db'));
  const user = Buffer.from((c.req.header('authorization') ?? '').replace(/^Basic /, ''), 'base64')
    .toString('utf8')
    .split(':')[0];
  return safeEqual(user, keys.raw.billplz.apiKey) ? { collectionId: keys.raw.billplz.collectionId } : failure(401, 'Unauthorized', 'Access denied');
}

/** A bill as GET /api/v3/bills/{id} shows it. */
export function billJson(order: SandboxOrder, collectionId: string) {
  const fields = billplzFields(order, collectionId);
  const data = dataOf(order);
  return {
    id: order.id,
    collection_id: collectionId,
    paid: order.state === 'paid',
    state: order.state,
    amount: order.amount,
    paid_amount: Number(fields.paid_amount),
    due_at: fields.due_at,
    email: data.email ?? null,
    mobile: data.mobile ?? null,
    name: data.name ?? '',
    url: fields.url,
    reference_1_label: data.reference1Label ?? 'Reference 1',
    reference_1: order.merchantRef || null,
    reference_2_label: 'Reference 2',
    reference_2: null,
    redirect_url: order.returnUrl,
    callback_url: order.notifyUrl,
    description: data.subject ?? '',
    paid_at: fields.paid_at || null,
  };
}

const notFound = () => failure(404, 'RecordNotFound', 'The requested bill does not exist.');

export const billplzSandbox = new Hono<AppEnv>()
  .post('/api/v3/bills', async (c) => {
    const auth = await authorized(c);
    if (auth instanceof Response) return auth;
    const fields = await bodyFields(c);
    if (fields.collection_id !== auth.collectionId) return failure(404, 'RecordNotFound', 'The requested collection does not exist.');
    const amount = integerText(fields.amount);
    const origin = originOf(fields.redirect_url) ?? originOf(fields.callback_url);
    if (!fields.email && !fields.mobile) return failure(422, 'RecordInvalid', 'Email or mobile is required');
    if (!fields.name) return failure(422, 'RecordInvalid', 'Name can’t be blank');
    if (amount === null || amount < 100) return failure(422, 'RecordInvalid', 'Amount must be at least 1.00');
    if (!originOf(fields.callback_url) || !origin) return failure(422, 'RecordInvalid', 'Callback url is not a valid URL');
    const order = await insertOrder(c.get('db'), {
      id: randomText(8).toLowerCase(),
      provider: 'billplz',
      merchantRef: (fields.reference_1 ?? '').slice(0, 64),
      amount,
      currency: 'MYR',
      state: 'due',
      notifyUrl: fields.callback_url,
      returnUrl: originOf(fields.redirect_url) ? fields.redirect_url : null,
      data: {
        origin,
        subject: fields.description ?? '',
        email: fields.email,
        mobile: fields.mobile,
        name: fields.name,
        reference1Label: fields.reference_1_label,
      },
    });
    return json(200, billJson(order, auth.collectionId));
  })
  .get('/api/v3/bills/:id', async (c) => {
    const auth = await authorized(c);
    if (auth instanceof Response) return auth;
    const order = await orderById(c.get('db'), c.req.param('id'), 'billplz');
    return order ? json(200, billJson(order, auth.collectionId)) : notFound();
  })
  .delete('/api/v3/bills/:id', async (c) => {
    const auth = await authorized(c);
    if (auth instanceof Response) return auth;
    const order = await orderById(c.get('db'), c.req.param('id'), 'billplz');
    if (!order) return notFound();
    const deleted = await moveOrder(c.get('db'), order.id, ['due'], 'deleted');
    return deleted ? json(200, {}) : failure(422, 'RecordInvalid', 'Bill cannot be deleted');
  });
