import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, PaymentTiming } from '@/lib/contract/enums';
import { quoteFixture } from '@/tests/kits/combined-order-test-kit';
import { transhipmentDetailFixture } from '@/tests/kits/transhipment-order-test-kit';
import { transhipmentSteps } from './transhipment-steps';

const final = { ...quoteFixture(), length: 30, width: 20, height: 10 };
const shape = (steps: ReturnType<typeof transhipmentSteps>) => steps.map((step) => `${step.key}:${step.state}`);
const later = { paymentTiming: PaymentTiming.PackFirstAndPayLater };
const line = (action: 'submitted' | 'paid' | 'weighed' | 'canceled', at: string, note: string | null = null) => ({
  action,
  actor: action === 'weighed' ? 'staff' : 'customer',
  note,
  at: `2026-03-0${at}:00.000Z`,
});
const submitted = line('submitted', '2T08:30');
const paid = line('paid', '2T08:31');
const weighed = line('weighed', '3T10:00');

describe('transhipmentSteps', () => {
  it('starts with the submission (the wait for the parcel starts there), never with paying: pay first, paid at submit', () => {
    const steps = transhipmentSteps(transhipmentDetailFixture({ status: S.PendingPacking, history: [submitted, paid] }));
    expect(shape(steps)).toEqual(['submitted:done', 'paid:done', 'weighed:current', 'outbound:todo', 'shipped:todo', 'signed:todo', 'completed:todo']);
    expect(steps.slice(0, 2).map((step) => step.at)).toEqual([submitted.at, paid.at]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ status: S.Unpaid, history: [submitted] }))).slice(0, 3)).toEqual([
      'submitted:done',
      'paid:current',
      'weighed:todo',
    ]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ status: S.Packaged, final, history: [submitted, paid, weighed] })))).toEqual([
      'submitted:done',
      'paid:done',
      'weighed:done',
      'outbound:current',
      'shipped:todo',
      'signed:todo',
      'completed:todo',
    ]);
    expect(transhipmentSteps(transhipmentDetailFixture({ status: S.Completed, final })).every((step) => step.state === 'done')).toBe(true);
  });

  it('puts the arrival first when it came first: pack first, or a pay-first order whose parcel arrived before it was paid', () => {
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ ...later, status: S.PendingPacking, history: [submitted] })))).toEqual([
      'submitted:done',
      'weighed:current',
      'paid:todo',
      'outbound:todo',
      'shipped:todo',
      'signed:todo',
      'completed:todo',
    ]);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ ...later, status: S.Unpaid, final, history: [submitted, weighed] }))).slice(0, 4)).toEqual([
      'submitted:done',
      'weighed:done',
      'paid:current',
      'outbound:todo',
    ]);
    // Pay first, the parcel weighed while the order waited for its payment, then paid: in the order it happened.
    const paidLater = line('paid', '4T09:00');
    const steps = transhipmentSteps(transhipmentDetailFixture({ status: S.OutOfWarehouse, final, history: [submitted, weighed, paidLater] }));
    expect(shape(steps).slice(0, 5)).toEqual(['submitted:done', 'weighed:done', 'paid:done', 'outbound:done', 'shipped:current']);
    expect(shape(transhipmentSteps(transhipmentDetailFixture({ status: S.Unpaid, final, history: [submitted, weighed] }))).slice(0, 3)).toEqual([
      'submitted:done',
      'weighed:done',
      'paid:current',
    ]);
  });

  it('a cancelled order keeps what it had done, in the order it happened, with the times of the history', () => {
    const canceled = line('canceled', '3T09:00', 'Wrong address');
    const steps = transhipmentSteps(transhipmentDetailFixture({ status: S.Canceled, history: [submitted, paid, canceled] }));
    expect(shape(steps)).toEqual(['submitted:done', 'paid:done', 'canceled:canceled']);
    expect(steps.map((step) => step.at)).toEqual([submitted.at, paid.at, canceled.at]);

    expect(shape(transhipmentSteps(transhipmentDetailFixture({ ...later, status: S.Canceled, history: [submitted, weighed, canceled] })))).toEqual([
      'submitted:done',
      'weighed:done',
      'canceled:canceled',
    ]);
  });
});
