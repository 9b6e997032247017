// What a customer may do with a transhipment order in each status, as the wire's flags and the backend's
// guards both read it: cancel until the parcel leaves, change it until it is weighed, confirm receipt once
// shipped — and how that differs from a waybill of the same status.
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, DeliveryMode } from '../../../lib/contract/enums.ts';
import { TRANSHIPMENT_SIGNABLE, TRANSHIPMENT_STATUSES, transhipmentEditable } from '../../../lib/contract/transhipment-order-rules.ts';
import { cancelBlock } from '../combined-order/cancel.ts';
import { MOVES } from '../combined-order/machine.ts';

const T = DeliveryMode.Transshipment;

describe('a transhipment order’s allowed actions by status', () => {
  const table: [number, { cancel: string | null; editUnweighed: boolean; sign: boolean }][] = [
    [S.PendingPacking, { cancel: null, editUnweighed: true, sign: false }],
    [S.Unpaid, { cancel: null, editUnweighed: true, sign: false }],
    [S.Packaged, { cancel: null, editUnweighed: false, sign: false }],
    [S.OutOfWarehouse, { cancel: 'SHIPPED', editUnweighed: false, sign: false }],
    [S.Shipped, { cancel: 'SHIPPED', editUnweighed: false, sign: true }],
    [S.Signed, { cancel: 'FINISHED', editUnweighed: false, sign: false }],
    [S.Completed, { cancel: 'FINISHED', editUnweighed: false, sign: false }],
    [S.Canceled, { cancel: 'CANCELED', editUnweighed: false, sign: false }],
  ];

  it('covers every status it can have', () => {
    expect(table.map(([status]) => status).sort((a, b) => a - b)).toEqual([...TRANSHIPMENT_STATUSES].sort((a, b) => a - b));
  });

  it.each(table)('status %i', (status, allowed) => {
    expect(cancelBlock(status, T)).toBe(allowed.cancel);
    expect(transhipmentEditable(status, false)).toBe(allowed.editUnweighed);
    // Once weighed, nothing can be changed in any status.
    expect(transhipmentEditable(status, true)).toBe(false);
    expect(TRANSHIPMENT_SIGNABLE.includes(status)).toBe(allowed.sign);
    // The state machine lets a customer cancel from exactly the statuses without a block.
    if (allowed.cancel === null) expect(MOVES.cancelByCustomer.from).toContain(status);
  });

  it('is cancellable after weighing, unlike a packed waybill; a waybill being picked is not a transhipment status', () => {
    expect(cancelBlock(S.Packaged, T)).toBeNull();
    expect(cancelBlock(S.Packaged, DeliveryMode.DirectDelivery)).toBe('PACKING_STARTED');
    expect(cancelBlock(S.Picking, DeliveryMode.DirectDelivery)).toBeNull();
    expect(TRANSHIPMENT_STATUSES).not.toContain(S.Picking);
  });
});
