import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, PaymentTiming } from '@/lib/contract/enums';
import { quoteFixture } from '@/tests/kits/combined-order-test-kit';
import { transhipmentDetailFixture } from '@/tests/kits/transhipment-order-test-kit';
import { transhipmentSteps } from './transhipment-steps';

const final = { ...quoteFixture(), length: 30, width: 20, height: 10 };
const shape = (steps: ReturnType<typeof transhipmentSteps>) => steps.map((step) => `${step.key}:${step.state}`);
const later = { paymentTiming: PaymentTiming.PackFirstAndPayLater };

describe('transhipmentSteps', () => {
  it('pay first: paid, then awaiting arrival, weighed, out of warehouse, shipped, signed, completed', () => {
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ status: S.Unpaid })))).toEqual([
      'paid:current',
      'processing:todo',
      'weighed:todo',
      'outbound:todo',
      'shipped:todo',
      'signed:todo',
      'completed:todo',
    ]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ status: S.PendingPacking })))).toEqual([
      'paid:done',
      'processing:current',
      'weighed:todo',
      'outbound:todo',
      'shipped:todo',
      'signed:todo',
      'completed:todo',
    ]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ status: S.Packaged, final })))).toEqual([
      'paid:done',
      'processing:done',
      'weighed:done',
      'outbound:current',
      'shipped:todo',
      'signed:todo',
      'completed:todo',
    ]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ status: S.Signed, final })))).toEqual([
      'paid:done',
      'processing:done',
      'weighed:done',
      'outbound:done',
      'shipped:done',
      'signed:done',
      'completed:current',
    ]);
    expect(transhipmentSteps(transhipmentDetailFixture({ status: S.Completed, final })).every((step) => step.state === 'done')).toBe(true);
  });

  it('pack first (or more to pay after weighing): weighed comes before paid', () => {
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ ...later, status: S.PendingPacking })))).toEqual([
      'processing:current',
      'weighed:todo',
      'paid:todo',
      'outbound:todo',
      'shipped:todo',
      'signed:todo',
      'completed:todo',
    ]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ ...later, status: S.Unpaid, final })))).toEqual([
      'processing:done',
      'weighed:done',
      'paid:current',
      'outbound:todo',
      'shipped:todo',
      'signed:todo',
      'completed:todo',
    ]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ ...later, status: S.OutOfWarehouse, final })))).toEqual([
      'processing:done',
      'weighed:done',
      'paid:done',
      'outbound:done',
      'shipped:current',
      'signed:todo',
      'completed:todo',
    ]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ status: S.Unpaid, final })))[2]).toBe('paid:current');
  });

  it('a cancelled order keeps what it had done, with the times of the history', () => {
    const history = [
      { action: 'submitted' as const, actor: 'customer', note: null, at: '2026-03-02T08:30:00.000Z' },
      { action: 'paid' as const, actor: 'customer', note: null, at: '2026-03-02T08:31:00.000Z' },
      { action: 'canceled' as const, actor: 'customer', note: 'Wrong address', at: '2026-03-03T09:00:00.000Z' },
    ];
    const steps = transhipmentSteps(transhipmentDetailFixture({ status: S.Canceled, history }));
    expect(shape(steps)).toEqual(['paid:done', 'canceled:canceled']);
    expect(steps.map((step) => step.at)).toEqual(['2026-03-02T08:31:00.000Z', '2026-03-03T09:00:00.000Z']);

    const weighedFirst = [...history.slice(0, 1), { action: 'weighed' as const, actor: 'staff', note: null, at: '2026-03-02T10:00:00.000Z' }, history[2]];
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ ...later, status: S.Canceled, history: weighedFirst })))).toEqual([
      'processing:done',
      'weighed:done',
      'canceled:canceled',
    ]);
  });
});
