// The progress of a waybill as steps (submitted → paid → packed → shipped → received), in the order the
// tenant's payment timing gives them, from its status. Pure.
import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { CombinedOrderStatus as S, PaymentTiming } from '@/lib/contract/enums';
import type { CombinedOrderAction } from '@/lib/contract/combined-order-rules';

export type StepKey = 'submitted' | 'paid' | 'packed' | 'shipped' | 'signed' | 'canceled';
export type StepState = 'done' | 'current' | 'todo' | 'canceled';

export interface CombinedOrderStep {
  key: StepKey;
  state: StepState;
  /** When it happened (the latest history line of its action), or null. */
  at: string | null;
}

const ACTION_OF: Record<StepKey, CombinedOrderAction> = {
  submitted: 'submitted',
  paid: 'paid',
  packed: 'packed',
  shipped: 'shipped',
  signed: 'signed',
  canceled: 'canceled',
};
const PACKED: readonly number[] = [S.Packaged, S.OutOfWarehouse, S.Shipped, S.Signed, S.Completed];
const SHIPPED: readonly number[] = [S.Shipped, S.Signed, S.Completed];
const SIGNED: readonly number[] = [S.Signed, S.Completed];

type StepInput = Pick<CombinedOrderDetail, 'status' | 'paymentTiming' | 'final' | 'history'>;

function timeOf(combinedOrder: StepInput, key: StepKey): string | null {
  const action = ACTION_OF[key];
  const lines = combinedOrder.history.filter((line) => line.action === action).map((line) => line.at);
  return lines.length ? lines.sort().at(-1)! : null;
}

/**
 * The steps with their states. Pay first: submitted, paid, packed, shipped, received; pack first (or a paid
 * waybill whose weighing asks for more): submitted, packed, paid, …. The first step not done is current. A
 * cancelled waybill shows the steps it had done, then "Cancelled".
 */
export function combinedOrderSteps(combinedOrder: StepInput): CombinedOrderStep[] {
  const { status } = combinedOrder;
  const step = (key: StepKey, state: StepState): CombinedOrderStep => ({
    key,
    state,
    at: state === 'done' || state === 'canceled' ? timeOf(combinedOrder, key) : null,
  });
  const happened = (key: StepKey) => combinedOrder.history.some((line) => line.action === ACTION_OF[key]);

  if (status === S.Canceled) {
    const before = (['paid', 'packed'] as const).filter(happened).map((key) => step(key, 'done'));
    return [step('submitted', 'done'), ...before, step('canceled', 'canceled')];
  }

  const packed = combinedOrder.final !== null || PACKED.includes(status);
  const done: Record<Exclude<StepKey, 'canceled'>, boolean> = {
    submitted: true,
    paid: status !== S.Unpaid && (combinedOrder.paymentTiming === PaymentTiming.PayFirstAndPack || packed),
    packed,
    shipped: SHIPPED.includes(status),
    signed: SIGNED.includes(status),
  };
  const payFirst = combinedOrder.paymentTiming === PaymentTiming.PayFirstAndPack && !(status === S.Unpaid && combinedOrder.final !== null);
  const order = payFirst ? (['submitted', 'paid', 'packed', 'shipped', 'signed'] as const) : (['submitted', 'packed', 'paid', 'shipped', 'signed'] as const);
  const current = order.find((key) => !done[key]);
  return order.map((key) => step(key, done[key] ? 'done' : key === current ? 'current' : 'todo'));
}
