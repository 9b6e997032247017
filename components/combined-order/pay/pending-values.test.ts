import { describe, expect, it } from 'vitest';
import { combinedOrderFixture } from '@/tests/kits/combined-order-test-kit';
import { applyPaySelection, awaitingPayment, dueReason, selectedTotal } from './pending-values';

describe('dueReason', () => {
  it('tells the fee paid first, the final fee of a pack-first waybill and the difference of a weighing', () => {
    expect(dueReason({ finalTotal: null, paymentTiming: 10 })).toBe('payFirst');
    expect(dueReason({ finalTotal: 98, paymentTiming: 20 })).toBe('finalFee');
    expect(dueReason({ finalTotal: 140, paymentTiming: 10 })).toBe('difference');
  });
});

describe('the selection of waybills to pay together', () => {
  const page = ['L1', 'L2', 'L3'].map((id) => combinedOrderFixture({ id, amountDue: 10.1 }));

  it('keeps other pages, takes what is checked here and leaves out waybills that cannot be paid', () => {
    const other = combinedOrderFixture({ id: 'L9', amountDue: 5 });
    const rows = [...page, combinedOrderFixture({ id: 'L4', canPay: false })];
    const change = applyPaySelection([other, page[0]], rows, ['L9', 'L2', 'L4']);
    expect(change.selected.map((w) => w.id)).toEqual(['L9', 'L2']);
    expect(change.refused).toBe(false);
    expect(selectedTotal([other, ...page])).toBe(35.3);
  });

  it('stops at 20 waybills', () => {
    const previous = Array.from({ length: 19 }, (_, i) => combinedOrderFixture({ id: `X${i}` }));
    const change = applyPaySelection(previous, page, [...previous.map((w) => w.id), 'L1', 'L2', 'L3']);
    expect(change.selected).toHaveLength(20);
    expect(change.selected.at(-1)?.id).toBe('L1');
    expect(change.refused).toBe(true);
  });

  it('lists only waybills that still ask for money', () => {
    expect(awaitingPayment([combinedOrderFixture({ id: 'A' }), combinedOrderFixture({ id: 'B', amountDue: 0 })]).map((w) => w.id)).toEqual(['A']);
  });
});
