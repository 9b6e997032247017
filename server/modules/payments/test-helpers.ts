// Test helpers: a customer of its own and unpaid top-ups inserted directly (never the seeded demo data),
// the sandbox checkout's buttons, and what the ledger and payment_events say afterwards.
import { asc, eq } from 'drizzle-orm';
import { afterAll, vi } from 'vitest';
import { PaymentStatus, UserType } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { paymentEvents, sites, topups, transactionRecords, users } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/harness.ts';
import { tenantCurrency, walletBalance } from '../funds/ledger.ts';
import type { TopupRow } from '../funds/settlement.ts';
import { orderByMerchantRef } from './sandbox/store.ts';
import type { ProviderName } from './types.ts';

/**
 * The sandbox providers for this test file: PAYMENT_MODE=sandbox from now (call it before testAppPerFile,
 * whose app mounts them) until the file's tests are done. Without it no online method exists.
 */
export function sandboxForThisFile(): void {
  vi.stubEnv('PAYMENT_MODE', 'sandbox');
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

export async function createCustomer(db: Db): Promise<{ id: string; tenantId: string }> {
  const [site] = await db.select().from(sites).where(eq(sites.domain, 'localhost')).limit(1);
  const tenantId = site?.tenantId ?? (await db.select().from(sites).orderBy(asc(sites.id)).limit(1))[0].tenantId;
  const id = newId('U');
  await db.insert(users).values({
    id,
    tenantId,
    userName: `pay-${id}`,
    email: `${id.toLowerCase()}@example.test`,
    name: 'Pay Tester',
    userType: UserType.Customer,
    passwordHash: 'not-a-login',
  });
  return { id, tenantId };
}

/** An unpaid top-up (PendingPayment) of `totalPay` in `payCurrency`, crediting `creditAmount` base units. */
export async function createTopup(
  db: Db,
  customer: { id: string; tenantId: string },
  input: { method: number; payCurrency: string; totalPay: number; creditAmount?: number },
): Promise<TopupRow> {
  const currency = await tenantCurrency(db, customer.tenantId);
  const creditAmount = input.creditAmount ?? input.totalPay;
  const [record] = await db
    .insert(transactionRecords)
    .values({
      id: newId('TRAN'),
      tenantId: customer.tenantId,
      userId: customer.id,
      kind: 'topup',
      status: PaymentStatus.PendingPayment,
      method: input.method,
      refType: 'topup',
      amount: creditAmount,
      direction: 1,
      currency,
      payAmount: input.totalPay,
      payCurrency: input.payCurrency,
    })
    .returning();
  const [topup] = await db
    .insert(topups)
    .values({
      id: newId('TOPUP'),
      tenantId: customer.tenantId,
      userId: customer.id,
      transactionId: record.id,
      method: input.method,
      rate: '1',
      creditAmount,
      payAmount: input.totalPay,
      serviceCharge: 0,
      totalPay: input.totalPay,
      payCurrency: input.payCurrency,
      expiresAt: new Date(Date.now() + 2 * 3_600_000),
    })
    .returning();
  await db.update(transactionRecords).set({ refId: topup.id }).where(eq(transactionRecords.id, record.id));
  return topup;
}

export async function reloadTopup(db: Db, id: string): Promise<TopupRow> {
  return (await db.select().from(topups).where(eq(topups.id, id)))[0];
}

export async function topupStatus(db: Db, topup: TopupRow): Promise<number> {
  return (await db.select({ status: transactionRecords.status }).from(transactionRecords).where(eq(transactionRecords.id, topup.transactionId)))[0].status;
}

export async function balanceOf(db: Db, customer: { id: string; tenantId: string }): Promise<number> {
  return (await walletBalance(db, customer.tenantId, customer.id)).balance;
}

export async function eventsOf(db: Db, topupId: string) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.topupId, topupId)).orderBy(asc(paymentEvents.id));
}

export async function sandboxOrderOf(db: Db, provider: ProviderName, topupId: string) {
  const order = await orderByMerchantRef(db, provider, topupId);
  if (!order) throw new Error(`no ${provider} sandbox order for ${topupId}`);
  return order;
}

/** Presses a button of the sandbox checkout page, as the browser's form post does. */
export async function pressButton(app: TestContext['app'], orderId: string, action: string, lang = 'en') {
  const res = await app.request(`http://localhost/api/sandbox/checkout/${orderId}`, {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    body: new URLSearchParams({ action, lang }).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** Posts a notice as its provider would, to /api/payment/notify/<provider>. */
export async function postNotice(app: TestContext['app'], provider: ProviderName, notice: { headers: Record<string, string>; body: string }) {
  const res = await app.request(`http://localhost/api/payment/notify/${provider}`, {
    method: 'POST',
    headers: { host: 'localhost', ...notice.headers },
    body: notice.body,
  });
  return { status: res.status, text: await res.text() };
}
