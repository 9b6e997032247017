import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, PaymentTiming } from '@/lib/contract/enums';
import { quoteFixture, combinedOrderDetailFixture } from '@/tests/kits/combined-order-test-kit';
import { combinedOrderSteps } from './combined-order-steps';

const final = { ...quoteFixture(), length: 30, width: 20, height: 10 };
const shape = (steps: ReturnType<typeof combinedOrderSteps>) => steps.map((step) => `${step.key}:${step.state}`);

describe('combinedOrderSteps', () => {
  it('pay first: waiting for payment, then packing, then on the way', () => {
    expect(shape(combinedOrderSteps(combinedOrderDetailFixture({ status: S.Unpaid })))).toEqual([
      'submitted:done',
      'paid:current',
      'packed:todo',
      'shipped:todo',
      'signed:todo',
    ]);
    expect(shape(combinedOrderSteps(combinedOrderDetailFixture({ status: S.Picking })))).toEqual([
      'submitted:done',
      'paid:done',
      'packed:current',
      'shipped:todo',
      'signed:todo',
    ]);
    expect(shape(combinedOrderSteps(combinedOrderDetailFixture({ status: S.OutOfWarehouse, final })))).toEqual([
      'submitted:done',
      'paid:done',
      'packed:done',
      'shipped:current',
      'signed:todo',
    ]);
    expect(shape(combinedOrderSteps(combinedOrderDetailFixture({ status: S.Completed, final })))).toEqual([
      'submitted:done',
      'paid:done',
      'packed:done',
      'shipped:done',
      'signed:done',
    ]);
  });

  it('pack first (or an extra charge after weighing): packed comes before paid', () => {
    const later = { paymentTiming: PaymentTiming.PackFirstAndPayLater };
    expect(shape(combinedOrderSteps(combinedOrderDetailFixture({ ...later, status: S.PendingPacking })))).toEqual([
      'submitted:done',
      'packed:current',
      'paid:todo',
      'shipped:todo',
      'signed:todo',
    ]);
    expect(shape(combinedOrderSteps(combinedOrderDetailFixture({ ...later, status: S.Unpaid, final })))).toEqual([
      'submitted:done',
      'packed:done',
      'paid:current',
      'shipped:todo',
      'signed:todo',
    ]);
    expect(shape(combinedOrderSteps(combinedOrderDetailFixture({ ...later, status: S.Packaged, final })))).toEqual([
      'submitted:done',
      'packed:done',
      'paid:done',
      'shipped:current',
      'signed:todo',
    ]);
    expect(shape(combinedOrderSteps(combinedOrderDetailFixture({ status: S.Unpaid, final })))).toEqual([
      'submitted:done',
      'packed:done',
      'paid:current',
      'shipped:todo',
      'signed:todo',
    ]);
  });

  it('a cancelled waybill keeps what it had done, with the times of the history', () => {
    const history = [
      { action: 'submitted' as const, actor: 'customer', note: null, at: '2026-03-02T08:30:00.000Z' },
      { action: 'paid' as const, actor: 'customer', note: null, at: '2026-03-02T08:31:00.000Z' },
      { action: 'canceled' as const, actor: 'customer', note: 'Wrong address', at: '2026-03-03T09:00:00.000Z' },
    ];
    const steps = combinedOrderSteps(combinedOrderDetailFixture({ status: S.Canceled, history }));
    expect(shape(steps)).toEqual(['submitted:done', 'paid:done', 'canceled:canceled']);
    expect(steps.map((step) => step.at)).toEqual(['2026-03-02T08:30:00.000Z', '2026-03-02T08:31:00.000Z', '2026-03-03T09:00:00.000Z']);
  });
});
