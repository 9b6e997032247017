import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S } from '@/lib/contract/enums';
import { quoteFixture } from '@/tests/kits/combined-order-test-kit';
import { feeDifference, kg } from './fee-values';

const final = (total: number) => ({ ...quoteFixture({ total }), length: 30, width: 20, height: 10 });
const paid = { id: 'TRAN1', kind: 'payment', amount: 120.3, status: 2, at: '2026-03-02T08:31:00.000Z' };
const refund = { id: 'TRAN2', kind: 'refund', amount: 20.2, status: 2, at: '2026-03-04T10:00:00.000Z' };

describe('feeDifference', () => {
  const estimate = quoteFixture({ total: 120.3 });
  const order = { estimate, final: null, status: S.Packaged, amountDue: 0, payments: [paid] };

  it('is pending until weighed, then the same to the cent', () => {
    expect(feeDifference(order)).toEqual({ kind: 'pending' });
    expect(feeDifference({ ...order, estimate: quoteFixture({ total: 0.3 }), final: final(0.1 + 0.2) })).toEqual({ kind: 'same' });
  });

  it('asks for the extra only while it is owed: paid up front and charged at the weighing, or paid since, it is settled', () => {
    // Paid up front, the wallet short at the weighing: Unpaid for the difference.
    expect(feeDifference({ ...order, final: final(140.4), status: S.Unpaid, amountDue: 20.1 })).toEqual({ kind: 'extraDue', amount: 20.1 });
    // The extra charge paid (or taken from the wallet at once): nothing more to pay.
    expect(feeDifference({ ...order, final: final(140.4), status: S.Packaged, amountDue: 0 })).toEqual({ kind: 'extraPaid', amount: 20.1 });
    expect(feeDifference({ ...order, final: final(140.4), status: S.Shipped, amountDue: 0 })).toEqual({ kind: 'extraPaid', amount: 20.1 });
    // Pack first: the whole final fee is due; once paid, settled.
    expect(feeDifference({ ...order, final: final(140.4), status: S.Unpaid, amountDue: 140.4, payments: [] })).toEqual({ kind: 'extraDue', amount: 20.1 });
    // A cancelled order owes nothing.
    expect(feeDifference({ ...order, final: final(140.4), status: S.Canceled, amountDue: 0 })).toEqual({ kind: 'extra', amount: 20.1 });
  });

  it('says the difference went back to the wallet only when it was refunded', () => {
    expect(feeDifference({ ...order, final: final(100.1), payments: [paid, refund] })).toEqual({ kind: 'refund', amount: 20.2 });
    // Pack first, not paid yet: the fee is simply lower, there is nothing to give back.
    expect(feeDifference({ ...order, final: final(100.1), status: S.Unpaid, amountDue: 100.1, payments: [] })).toEqual({ kind: 'lower', amount: 20.2 });
  });

  it('writes weights without trailing zeros', () => {
    expect([kg(1.5), kg(2), kg(0.254), kg(1.005 + 0.995)]).toEqual(['1.5', '2', '0.25', '2']);
  });
});
