// Provider notices: POST /api/payment/notify/{provider}, public (providers have no session). The signature
// is checked over the raw body first; only a verified notice reaches settleTopup, which checks method,
// amount and currency and credits once. Every refusal leaves a payment_events row saying why.
import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { log } from '../../../lib/ops/log.ts';
import type { Db } from '../../db/client.ts';
import { topups } from '../../db/schema/index.ts';
import { errorBody } from '../../errors.ts';
import { errorResponse } from '../../http.ts';
import { t } from '../../i18n.ts';
import { defineRoute } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { logPaymentEvent, settleTopup } from '../funds/index.ts';
import { adapterByName } from './registry.ts';
import { NoticeRejected, type PaymentAdapter, PROVIDER_NAMES, type ProviderName } from './types.ts';

type Reply = { status: number; body: string; contentType: string };

const REJECT_STATUS = { signature: 401, stale: 401, malformed: 400, merchant: 400 } as const;

/** The top-up a notice names (by our id, or by the provider's order id), if there is one: for the audit row. */
async function claimedTopup(
  db: Db,
  method: number,
  topupId: string | null,
  providerRef: string | null = null,
): Promise<{ tenantId: string; id: string } | null> {
  const columns = { tenantId: topups.tenantId, id: topups.id };
  if (topupId && topupId.length <= 64) {
    const [row] = await db.select(columns).from(topups).where(eq(topups.id, topupId));
    if (row) return row;
  }
  if (!providerRef || providerRef.length > 128) return null;
  const [row] = await db
    .select(columns)
    .from(topups)
    .where(and(eq(topups.providerRef, providerRef), eq(topups.method, method)))
    .limit(1);
  return row ?? null;
}

/** Verifies a notice, settles it, and answers the provider in its own format. */
export async function receiveNotice(db: Db, adapter: PaymentAdapter, headers: Headers, rawBody: string): Promise<Reply> {
  const event = { method: adapter.method, source: 'notice' };
  let verdict;
  try {
    verdict = await adapter.verifyNotice({ headers, rawBody });
  } catch (err) {
    const rejected = err instanceof NoticeRejected;
    const topup = rejected ? await claimedTopup(db, adapter.method, err.claimedTopupId, err.claimedProviderRef) : null;
    await logPaymentEvent(db, {
      ...event,
      tenantId: topup?.tenantId ?? null,
      topupId: topup?.id ?? null,
      outcome: rejected ? 'rejected' : 'error',
      detail: String((err as Error).message).slice(0, 300),
    });
    if (!rejected) log.error('payment notice failed', { provider: adapter.name, err });
    return { ...adapter.ack(false), status: rejected ? REJECT_STATUS[err.reason] : 500 };
  }
  if (!verdict.paid) {
    const topup = await claimedTopup(db, adapter.method, verdict.topupId);
    await logPaymentEvent(db, {
      ...event,
      tenantId: topup?.tenantId ?? null,
      topupId: topup?.id ?? null,
      outcome: 'unpaid',
      detail: verdict.providerRef ?? '',
    });
    return adapter.ack(true);
  }
  const settled = await settleTopup(db, {
    topupId: verdict.topupId,
    method: adapter.method,
    amountMinor: verdict.amountMinor,
    currency: verdict.currency,
    providerRef: verdict.providerRef,
    source: 'notice',
  });
  if (settled.outcome === 'credited' || settled.outcome === 'duplicate') return adapter.ack(true);
  return { ...adapter.ack(false), status: settled.outcome === 'unknown' ? 404 : 400 };
}

const notifyRoute = defineRoute('public', {
  tags: ['Payments'],
  method: 'post',
  path: '/payment/notify/{provider}',
  summary: 'A payment provider’s notice (signed as the provider signs it; answered in its format)',
  description:
    'WeChat Pay: JSON with Wechatpay-* signature headers and an encrypted resource. Alipay, HitPay, Billplz: form-encoded with the provider’s signature field. PayPal: a webhook event with PAYPAL-TRANSMISSION-* headers. Nothing is credited unless the signature holds and method, amount and currency match the top-up.',
  request: { params: z.object({ provider: z.enum(PROVIDER_NAMES as [ProviderName, ...ProviderName[]]) }) },
  responses: {
    200: {
      description: 'Received (also for a repeated notice)',
      content: { 'text/plain': { schema: z.string() }, 'application/json': { schema: z.object({ code: z.string() }) } },
    },
    401: {
      description: 'The signature does not verify',
      content: { 'text/plain': { schema: z.string() }, 'application/json': { schema: z.object({ code: z.string() }) } },
    },
    404: errorResponse('No such provider here (live mode without its keys), or an unknown order'),
    500: { description: 'Not processed: the provider should send it again', content: { 'text/plain': { schema: z.string() } } },
  },
});

export const paymentNotifyRoutes = createRouter().openapi(notifyRoute, async (c) => {
  const db = c.get('db');
  const adapter = await adapterByName(db, c.req.valid('param').provider);
  if (!adapter) return c.json(errorBody('NotFound', t(c.get('locale'), 'notFound')), 404);
  const reply = await receiveNotice(db, adapter, c.req.raw.headers, await c.req.text());
  // Answered in the provider's own format (text or JSON), with the status it understands.
  return c.body(reply.body, reply.status as 200, { 'content-type': reply.contentType, 'cache-control': 'no-store' }) as never;
});
