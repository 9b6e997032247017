import { describe, expect, it } from 'vitest';
import { compactRow } from './compact-row';

interface Order {
  id: string;
  note: string | null;
  amount: number;
  canPay: boolean;
  due: number | null;
  secret: string;
}

describe('compactRow', () => {
  it('keeps the required fields as they are, the optional ones only when set, and nothing else', () => {
    const order: Order = { id: 'L1', note: null, amount: 0, canPay: false, due: 0, secret: 'not shown' };
    expect(compactRow(order, ['id', 'amount'], ['note', 'canPay', 'due'])).toEqual({ id: 'L1', amount: 0, due: 0 });
    expect(compactRow({ ...order, note: 'Fragile', canPay: true }, ['id'], ['note', 'canPay'])).toEqual({ id: 'L1', note: 'Fragile', canPay: true });
  });

  it('is what the table reads: the left-out fields are absent, not null, so the data carries no key for them', () => {
    const row = compactRow<Order, 'id', 'note' | 'canPay'>(
      { id: 'L2', note: null, amount: 5, canPay: false, due: null, secret: 's' },
      ['id'],
      ['note', 'canPay'],
    );
    expect(JSON.stringify(row)).toBe('{"id":"L2"}');
    expect(row.canPay ?? false).toBe(false);
  });
});
