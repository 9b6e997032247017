// Money of the demo: every tenant's payment methods and rates; the demo customer's top-ups in every status
// and a history of payments, a refund and an adjustment, posted through the ledger so that it adds up.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { PaymentMethod, UserType } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  currencyRates,
  journalLines,
  journals,
  paymentMethodSettings,
  sites,
  tenants,
  topupProofs,
  topups,
  transactionRecords,
  users,
} from '../db/schema/index.ts';
import { adjust, approveTopup, charge, closeTopup, markPendingAudit, refund, requestPayment, settleTopup } from '../modules/funds/index.ts';
import { fileStore } from '../kernel/file-store.ts';
import { DEMO_CUSTOMER } from './data.ts';
import { encodePng } from './png.ts';
import { insertUnpaidTopup } from './unpaid-topup.ts';

type Tx = Db;

/** Pay-currency units for one unit of each base currency. */
const RATES: Record<string, Record<string, string>> = {
  CNY: { CNY: '1', USD: '0.13888889', SGD: '0.18650000', MYR: '0.65200000' },
  USD: { USD: '1', CNY: '7.20000000', SGD: '1.34300000', MYR: '4.69000000' },
  MYR: { MYR: '1', CNY: '1.53500000', USD: '0.21320000', SGD: '0.28630000' },
};
const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', SGD: 'S$', MYR: 'RM' };

/** [method, pay currencies (the base currency is added to bank transfer), fee %, fixed fee per currency (minor)] */
const METHODS: [number, string[], string, Record<string, number>][] = [
  [PaymentMethod.alipay, ['CNY'], '0', {}],
  [PaymentMethod.wechat, ['CNY'], '0', {}],
  [PaymentMethod.paypal, ['USD'], '3.5', { USD: 30 }],
  [PaymentMethod.hitpay, ['SGD'], '2.9', { SGD: 50 }],
  [PaymentMethod.billplz, ['MYR'], '1.5', {}],
  [PaymentMethod.bankcard, [], '0', {}],
  [PaymentMethod.TAOBAO_LINK, ['CNY'], '0', {}],
];

export const DEMO_BANK = {
  bankName: 'Demo Bank of Commerce',
  accountName: 'Demo Forwarding Ltd',
  accountNumber: '6222 0000 1234 5678',
  swift: 'DEMOCNSH',
};

const TAOBAO_ITEM = { itemUrl: 'https://item.taobao.com/item.htm?id=000000000000', unitPrice: '1', unitCurrency: 'CNY' };

function methodDetails(method: number): Record<string, string> {
  if (method === PaymentMethod.bankcard) return DEMO_BANK;
  if (method === PaymentMethod.TAOBAO_LINK) return TAOBAO_ITEM;
  return {};
}

export async function seedPaymentSettings(tx: Tx, tenantId: string, baseCurrency: string): Promise<void> {
  const rates = RATES[baseCurrency] ?? { [baseCurrency]: '1' };
  await tx.insert(currencyRates).values(
    Object.entries(rates).map(([currency, rate]) => ({
      tenantId,
      currency,
      symbol: SYMBOLS[currency] ?? currency,
      rate,
      // Base units paid out per unit when withdrawing: the inverse rate less 2 %.
      withdrawalRate: (0.98 / Number(rate)).toFixed(8),
    })),
  );
  await tx.insert(paymentMethodSettings).values(
    METHODS.map(([method, currencies, feePercent, feeFixed], i) => ({
      tenantId,
      method,
      feePercent,
      feeFixed,
      currencies: method === PaymentMethod.bankcard ? [baseCurrency] : currencies.filter((c) => c in rates),
      minAmount: 100,
      maxAmount: 5_000_000,
      sort: (i + 1) * 10,
      details: methodDetails(method),
    })),
  );
}

function newTopup(tx: Tx, tenantId: string, userId: string, currency: string, method: number, creditAmount: number) {
  const payCurrency = method === PaymentMethod.paypal ? 'USD' : currency;
  const rate = RATES[currency]?.[payCurrency] ?? '1';
  const payAmount = Math.round(creditAmount * Number(rate));
  const serviceCharge = method === PaymentMethod.paypal ? Math.round(payAmount * 0.035) + 30 : 0;
  const title = { zh: '账户充值', en: 'Wallet top-up' };
  return insertUnpaidTopup(tx, { tenantId, userId }, { method, currency, payCurrency, rate, creditAmount, payAmount, serviceCharge, title }, 7 * 86_400_000);
}

/** Moves a document and its postings back in time, so the demo history spreads over weeks. */
async function backdate(tx: Tx, transactionId: string, at: Date) {
  await tx.update(transactionRecords).set({ createdAt: at, updatedAt: at }).where(eq(transactionRecords.id, transactionId));
  await tx.update(topups).set({ createdAt: at }).where(eq(topups.transactionId, transactionId));
  const posted = await tx.select({ id: journals.id }).from(journals).where(eq(journals.transactionId, transactionId));
  if (posted.length) {
    const ids = posted.map((j) => j.id);
    await tx.update(journals).set({ createdAt: at }).where(inArray(journals.id, ids));
    await tx.update(journalLines).set({ createdAt: at }).where(inArray(journalLines.journalId, ids));
  }
}

async function withProof(tx: Tx, topupId: string, payer: Record<string, string>) {
  const size = 48;
  const rgb = new Uint8Array(size * size * 3).map((_, i) => (i % 3 === 1 ? 160 : 90));
  const fileName = `${randomUUID()}.png`;
  const png = encodePng(size, size, rgb);
  await fileStore().put(tx, 'topup-proofs', fileName, png, 'image/png');
  await tx.insert(topupProofs).values({ id: newId('PF'), topupId, fileName, contentType: 'image/png', size: png.length });
  await tx.update(topups).set({ payer }).where(eq(topups.id, topupId));
}

/** The demo customer's balance on every host (minor units): 1,000 + 500 − 320.50 + 20.50 + 15. */
export const DEMO_BALANCE = 121_500;

/** The demo customer's money on every host: top-ups in every status, a payment, a refund, an adjustment. */
export async function seedDemoMoney(tx: Tx): Promise<void> {
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  for (const tenant of await tx.select().from(tenants)) {
    const [demo] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.userName, DEMO_CUSTOMER.userName), eq(users.userType, UserType.Customer)));
    const [admin] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.userType, UserType.Admin)));
    const [site] = await tx.select().from(sites).where(eq(sites.tenantId, tenant.id)).limit(1);
    if (!demo || !site) continue;
    const base = { tenantId: tenant.id, userId: demo.id };
    const currency = site.baseCurrencyCode;
    /** The fee of demo waybill n (a made-up reference: the demo waybills themselves are ./combined-orders.ts's). */
    const waybillFee = (n: number, amount: number, titleZh: string, titleEn: string) => ({
      ...base,
      amount,
      refType: 'waybill',
      refId: `DEMO-L-${tenant.id.slice(-4)}-${n}`,
      titleZh,
      titleEn,
    });

    const alipay = await newTopup(tx, tenant.id, demo.id, currency, PaymentMethod.alipay, 100_000);
    await settleTopup(tx, {
      topupId: alipay.id,
      method: alipay.method,
      amountMinor: alipay.totalPay,
      currency: alipay.payCurrency,
      providerRef: `DEMO${alipay.id}`,
      source: 'notice',
    });
    await backdate(tx, alipay.transactionId, day(20));

    const bank = await newTopup(tx, tenant.id, demo.id, currency, PaymentMethod.bankcard, 50_000);
    await withProof(tx, bank.id, { payerName: 'Demo Customer', transferNumber: 'BT20250001' });
    await markPendingAudit(tx, bank);
    await approveTopup(tx, { tenantId: tenant.id, topupId: bank.id, creditAmount: 50_000, operatorId: admin?.id ?? 'system' });
    await backdate(tx, bank.transactionId, day(15));

    const paid = await charge(tx, waybillFee(1, 32_050, '运单运费', 'Waybill shipping fee'));
    await backdate(tx, paid.id, day(12));
    const back = await refund(tx, {
      ...base,
      paymentId: paid.id,
      amount: 2_050,
      titleZh: '运费差价退款',
      titleEn: 'Shipping fee difference refund',
    });
    await backdate(tx, back.id, day(11));
    const comp = await adjust(tx, {
      ...base,
      amount: 1_500,
      reasonCode: 'compensation',
      reason: 'Outer box damaged in the warehouse / 仓内外箱破损补偿',
      operatorId: admin?.id ?? null,
      titleZh: '账户调整',
      titleEn: 'Account adjustment',
    });
    await backdate(tx, comp.id, day(9));

    const closed = await newTopup(tx, tenant.id, demo.id, currency, PaymentMethod.paypal, 20_000);
    await closeTopup(tx, { topupId: closed.id, reason: 'cancelled by customer' });
    await backdate(tx, closed.transactionId, day(8));

    const audit = await newTopup(tx, tenant.id, demo.id, currency, PaymentMethod.bankcard, 30_000);
    await withProof(tx, audit.id, { payerName: 'Demo Customer', transferNumber: 'BT20250002' });
    await markPendingAudit(tx, audit);
    await backdate(tx, audit.transactionId, day(2));

    await newTopup(tx, tenant.id, demo.id, currency, PaymentMethod.TAOBAO_LINK, 10_000);

    const unpaid = await requestPayment(tx, waybillFee(2, 168_000, '运单运费（待支付）', 'Waybill shipping fee (to pay)'));
    await backdate(tx, unpaid.id, day(1));
  }
}
