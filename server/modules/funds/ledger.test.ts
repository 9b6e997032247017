// The ledger under stress: a randomized sequence keeps balance = sum of lines ≥ 0 and every journal
// balanced; 50 concurrent payments of one document pay once; 50 copies of one settlement credit once.
// Runs on PGlite and, in CI, on PostgreSQL (each test works on its own new customer).
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PaymentMethod, PaymentStatus } from '../../../lib/contract/enums.ts';
import { journalLines, journals, ledgerAccounts, transactionRecords } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { newMember, type Member } from '../parcels/test-helpers.ts';
import { InsufficientBalance, walletBalance } from './ledger.ts';
import { adjust, charge, payRequested, refund, requestPayment } from './payments.ts';
import { settleTopup } from './settlement.ts';
import { insertTopup } from './test-helpers.ts';

const ctx = testAppPerFile();
const titles = { titleZh: '测试', titleEn: 'Test' };

async function ledgerFacts(member: Member) {
  const db = ctx().database.db;
  const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, member.userId));
  if (!account) return { balance: 0, lineSum: 0, unbalancedJournals: 0 };
  const [{ lineSum }] = await db
    .select({ lineSum: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .where(eq(journalLines.accountId, account.id));
  const [{ unbalanced }] = await db.select({ unbalanced: sql<number>`count(*)::int` })
    .from(sql`(SELECT l.journal_id FROM ${journalLines} l JOIN ${journals} j ON j.id = l.journal_id
      WHERE j.user_id = ${member.userId} GROUP BY l.journal_id HAVING sum(l.amount) <> 0) AS u`);
  return { balance: account.balance, lineSum: Number(lineSum), unbalancedJournals: unbalanced };
}

const adjustBy = (m: Member, amount: number) =>
  adjust(ctx().database.db, {
    tenantId: m.tenantId,
    userId: m.userId,
    amount,
    reasonCode: 'correction',
    reason: 'test',
    operatorId: null,
    ...titles,
  });

describe('ledger', () => {
  it('keeps balance = sum of lines ≥ 0 through a random mix of top-ups, charges, refunds, retries and failures', async () => {
    const db = ctx().database.db;
    const m = await newMember(ctx());
    let seed = 20261124;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const payments: string[] = [];
    let expected = 0;
    for (let step = 0; step < 120; step += 1) {
      const amount = 1 + Math.floor(random() * 50_000);
      const op = Math.floor(random() * 6);
      if (op === 0) {
        const topup = await insertTopup(db, m, PaymentMethod.alipay, amount);
        const settle = () =>
          settleTopup(db, {
            topupId: topup.id,
            method: topup.method,
            amountMinor: topup.totalPay,
            currency: topup.payCurrency,
            providerRef: null,
            source: 'notice',
          });
        const outcomes = [await settle(), await settle()]; // the provider retries its notice
        expect(outcomes.map((o) => o.outcome)).toEqual(['credited', 'duplicate']);
        expected += amount;
      } else if (op === 1 || op === 2) {
        try {
          const paid = await charge(db, { tenantId: m.tenantId, userId: m.userId, amount, refType: 'test', refId: `R${step}`, ...titles });
          payments.push(paid.id);
          expected -= amount;
        } catch (err) {
          expect(err).toBeInstanceOf(InsufficientBalance);
          expect((err as InsufficientBalance).shortfall).toBe(amount - expected);
        }
      } else if (op === 3 && payments.length) {
        const paymentId = payments[Math.floor(random() * payments.length)];
        const [paid] = await db.select().from(transactionRecords).where(eq(transactionRecords.id, paymentId));
        const part = Math.max(1, Math.floor(paid.amount / 3));
        try {
          await refund(db, { tenantId: m.tenantId, userId: m.userId, paymentId, amount: part, ...titles });
          expected += part;
        } catch (err) {
          expect((err as { code?: string }).code).toBe('REFUND_TOO_LARGE');
        }
      } else if (op === 4) {
        const topup = await insertTopup(db, m, PaymentMethod.hitpay, amount);
        const wrong = await settleTopup(db, {
          topupId: topup.id,
          method: topup.method,
          amountMinor: topup.totalPay - 1,
          currency: topup.payCurrency,
          providerRef: null,
          source: 'notice',
        });
        expect(wrong.outcome).toBe('rejected');
      } else {
        const delta = random() < 0.5 ? amount : -amount;
        try {
          await adjustBy(m, delta);
          expected += delta;
        } catch (err) {
          expect(err).toBeInstanceOf(InsufficientBalance);
        }
      }
      const facts = await ledgerFacts(m);
      expect(facts.balance).toBe(expected);
      expect(facts.lineSum).toBe(expected);
      expect(facts.balance).toBeGreaterThanOrEqual(0);
      expect(facts.unbalancedJournals).toBe(0);
    }
    expect((await walletBalance(db, m.tenantId, m.userId)).balance).toBe(expected);
  }, 120_000);

  it('pays one document once when 50 payments of it arrive together', async () => {
    const db = ctx().database.db;
    const m = await newMember(ctx());
    await adjustBy(m, 100_000);
    const doc = await requestPayment(db, {
      tenantId: m.tenantId,
      userId: m.userId,
      amount: 1_234,
      refType: 'waybill',
      refId: 'L-CONC',
      ...titles,
    });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => payRequested(db, { tenantId: m.tenantId, userId: m.userId, recordId: doc.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'ALREADY_PAID')).toBe(true);
    const direct = await Promise.allSettled(
      Array.from({ length: 50 }, () => charge(db, { tenantId: m.tenantId, userId: m.userId, amount: 500, refType: 'waybill', refId: 'L-CONC-2', ...titles })),
    );
    expect(direct.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const facts = await ledgerFacts(m);
    expect(facts.balance).toBe(100_000 - 1_234 - 500);
    expect(facts.lineSum).toBe(facts.balance);
  }, 60_000);

  it('credits a top-up once when 50 copies of its notice arrive together', async () => {
    const db = ctx().database.db;
    const m = await newMember(ctx());
    const topup = await insertTopup(db, m, PaymentMethod.alipay, 8_800);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        settleTopup(db, {
          topupId: topup.id,
          method: topup.method,
          amountMinor: topup.totalPay,
          currency: topup.payCurrency,
          providerRef: 'P1',
          source: 'notice',
        }),
      ),
    );
    expect(outcomes.filter((o) => o.outcome === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o.outcome === 'duplicate')).toHaveLength(49);
    const facts = await ledgerFacts(m);
    expect(facts.balance).toBe(8_800);
    expect(facts.lineSum).toBe(8_800);
    const [record] = await db
      .select()
      .from(transactionRecords)
      .where(and(eq(transactionRecords.id, topup.transactionId)));
    expect(record.status).toBe(PaymentStatus.Successfully);
  }, 60_000);

  it('never lets a wallet go below zero, and says by how much it is short', async () => {
    const db = ctx().database.db;
    const m = await newMember(ctx());
    await adjustBy(m, 1_000);
    await expect(charge(db, { tenantId: m.tenantId, userId: m.userId, amount: 1_500, refType: 'w', refId: 'x', ...titles })).rejects.toMatchObject({
      shortfall: 500,
      status: 402,
    });
    await expect(adjustBy(m, -1_001)).rejects.toBeInstanceOf(InsufficientBalance);
    expect((await ledgerFacts(m)).balance).toBe(1_000);
  });
});
