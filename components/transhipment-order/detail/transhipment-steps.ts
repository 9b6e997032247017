// The progress of a transhipment order as steps, in the order it really goes: submitted (from then on it waits
// for its parcel) → paid and arrival-and-weighing, in the order they happened, or for those still to come in the
// order the tenant's payment timing expects them (pay first: paid, then arrival; pack first: the fee is settled
// on the weighing, then paid) → out of warehouse → shipped → signed → completed. The machine allows both
// orders: a pay-first order's parcel may arrive and be weighed before it is paid (it then waits Unpaid), and
// nothing leaves before both. A cancelled order (210) shows what it had done, then "Cancelled". Pure.
import type { TranshipmentOrderDetail } from '@/lib/api/transhipment-order';
import { CombinedOrderStatus as S, PaymentTiming } from '@/lib/contract/enums';
import type { CombinedOrderAction } from '@/lib/contract/combined-order-rules';

export type TranshipmentStepKey = 'submitted' | 'paid' | 'weighed' | 'outbound' | 'shipped' | 'signed' | 'completed' | 'canceled';
export type TranshipmentStepState = 'done' | 'current' | 'todo' | 'canceled';

export interface TranshipmentStep {
  key: TranshipmentStepKey;
  state: TranshipmentStepState;
  /** When it happened (the latest history line of its action), or null. */
  at: string | null;
}

/** The history action that marks each step (arrival and weighing are one event: the warehouse weighs it on arrival). */
const ACTION_OF: Record<TranshipmentStepKey, CombinedOrderAction> = {
  submitted: 'submitted',
  paid: 'paid',
  weighed: 'weighed',
  outbound: 'outOfWarehouse',
  shipped: 'shipped',
  signed: 'signed',
  completed: 'completed',
  canceled: 'canceled',
};
const WEIGHED: readonly number[] = [S.Packaged, S.OutOfWarehouse, S.Shipped, S.Signed, S.Completed];
const OUTBOUND: readonly number[] = [S.OutOfWarehouse, S.Shipped, S.Signed, S.Completed];
const SHIPPED: readonly number[] = [S.Shipped, S.Signed, S.Completed];
const SIGNED: readonly number[] = [S.Signed, S.Completed];

type FlowKey = Exclude<TranshipmentStepKey, 'canceled'>;
type Middle = 'paid' | 'weighed';
const AFTER: readonly FlowKey[] = ['outbound', 'shipped', 'signed', 'completed'];

type StepInput = Pick<TranshipmentOrderDetail, 'status' | 'paymentTiming' | 'final' | 'history'>;

function timeOf(order: StepInput, key: TranshipmentStepKey): string | null {
  const lines = order.history.filter((line) => line.action === ACTION_OF[key]).map((line) => line.at);
  return lines.length ? lines.sort().at(-1)! : null;
}

/** Paying and the arrival's weighing: done ones first, by when they happened; then as the payment timing expects. */
function middleOrder(order: StepInput, done: (key: Middle) => boolean): Middle[] {
  const expected: Middle[] = order.paymentTiming === PaymentTiming.PayFirstAndPack ? ['paid', 'weighed'] : ['weighed', 'paid'];
  const rank = (key: Middle) => (done(key) ? (timeOf(order, key) ?? '') : '\uffff');
  return [...expected].sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) < rank(b) ? -1 : 1));
}

/** The steps with their states: the first step not done is current. */
export function transhipmentSteps(order: StepInput): TranshipmentStep[] {
  const { status } = order;
  const step = (key: TranshipmentStepKey, state: TranshipmentStepState): TranshipmentStep => ({
    key,
    state,
    at: state === 'done' || state === 'canceled' ? timeOf(order, key) : null,
  });
  const happened = (key: TranshipmentStepKey) => order.history.some((line) => line.action === ACTION_OF[key]);

  if (status === S.Canceled) {
    const before = middleOrder(order, happened).filter(happened);
    return [step('submitted', 'done'), ...before.map((key) => step(key, 'done')), step('canceled', 'canceled')];
  }

  const weighed = order.final !== null || WEIGHED.includes(status);
  const done: Record<FlowKey, boolean> = {
    submitted: true,
    paid: status !== S.Unpaid && (order.paymentTiming === PaymentTiming.PayFirstAndPack || weighed),
    weighed,
    outbound: OUTBOUND.includes(status),
    shipped: SHIPPED.includes(status),
    signed: SIGNED.includes(status),
    completed: status === S.Completed,
  };
  const sequence: FlowKey[] = ['submitted', ...middleOrder(order, (key) => done[key]), ...AFTER];
  const current = sequence.find((key) => !done[key]);
  return sequence.map((key) => step(key, done[key] ? 'done' : key === current ? 'current' : 'todo'));
}
