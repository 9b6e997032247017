// The progress of a transhipment order as steps, from its status: awaiting arrival / processing (10) →
// weighed, ready to ship (40) → out of warehouse (50) → shipped (70) → signed (80) → completed (200), with
// "paid" where the tenant's payment timing puts it, as the waybill's steps do (../../waybills/detail/
// combined-order-steps.ts): before arrival when paying first, after weighing when packing first or when weighing
// asked for more (Unpaid 60 with a final fee). A cancelled order (210) shows what it had done, then
// "Cancelled". Pure.
import type { TranshipmentOrderDetail } from '@/lib/api/transhipment-order';
import { CombinedOrderStatus as S, PaymentTiming } from '@/lib/contract/enums';
import type { CombinedOrderAction } from '@/lib/contract/combined-order-rules';

export type TranshipmentStepKey = 'processing' | 'paid' | 'weighed' | 'outbound' | 'shipped' | 'signed' | 'completed' | 'canceled';
export type TranshipmentStepState = 'done' | 'current' | 'todo' | 'canceled';

export interface TranshipmentStep {
  key: TranshipmentStepKey;
  state: TranshipmentStepState;
  /** When it happened (the latest history line of its action), or null. */
  at: string | null;
}

/** The history action that marks each step (arrival and weighing are one event: the warehouse weighs it). */
const ACTION_OF: Record<TranshipmentStepKey, CombinedOrderAction> = {
  processing: 'weighed',
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
const PAY_FIRST: readonly FlowKey[] = ['paid', 'processing', 'weighed', 'outbound', 'shipped', 'signed', 'completed'];
const PACK_FIRST: readonly FlowKey[] = ['processing', 'weighed', 'paid', 'outbound', 'shipped', 'signed', 'completed'];

type StepInput = Pick<TranshipmentOrderDetail, 'status' | 'paymentTiming' | 'final' | 'history'>;

function timeOf(order: StepInput, key: TranshipmentStepKey): string | null {
  const lines = order.history.filter((line) => line.action === ACTION_OF[key]).map((line) => line.at);
  return lines.length ? lines.sort().at(-1)! : null;
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

  const payFirst = order.paymentTiming === PaymentTiming.PayFirstAndPack && !(status === S.Unpaid && order.final !== null);
  const sequence = payFirst ? PAY_FIRST : PACK_FIRST;

  if (status === S.Canceled) {
    const before = sequence.filter(happened).map((key) => step(key, 'done'));
    return [...before, step('canceled', 'canceled')];
  }

  const weighed = order.final !== null || WEIGHED.includes(status);
  const done: Record<FlowKey, boolean> = {
    processing: weighed,
    paid: status !== S.Unpaid && (order.paymentTiming === PaymentTiming.PayFirstAndPack || weighed),
    weighed,
    outbound: OUTBOUND.includes(status),
    shipped: SHIPPED.includes(status),
    signed: SIGNED.includes(status),
    completed: status === S.Completed,
  };
  const current = sequence.find((key) => !done[key]);
  return sequence.map((key) => step(key, done[key] ? 'done' : key === current ? 'current' : 'todo'));
}
