import { describe, expect, it } from 'vitest';
import type { Parcel } from '@/lib/api/parcels';
import { parcelFixture } from '@/tests/kits/combined-order-submit-test-kit';
import { applySelection, selectionTotals, sizeText, storageView, symbolFor } from './parcel-values';

const storage = { freeDays: 30, daysLeft: 20, overdueDays: 0, feePerDay: 2, fee: 0, warning: false, stopped: false };

/** A parcel of the waybill kit, declared at ¥10 (the totals below add those up). */
const parcel = (id: string, over: Partial<Parcel> = {}) => parcelFixture(id, { declaredValue: 10, ...over });

describe('storageView', () => {
  it('is empty before Inbound', () => expect(storageView(null)).toEqual({ kind: 'none' }));
  it('counts the days left, with a warning from 7 days', () => {
    expect(storageView(storage)).toEqual({ kind: 'left', daysLeft: 20 });
    expect(storageView({ ...storage, daysLeft: 7, warning: true })).toEqual({ kind: 'warning', daysLeft: 7 });
  });
  it('shows the fee accrued once overdue', () => {
    expect(storageView({ ...storage, daysLeft: 0, overdueDays: 3, fee: 6, warning: true })).toEqual({
      kind: 'overdue',
      overdueDays: 3,
      fee: 6,
      feePerDay: 2,
    });
  });
  it('says stopped once the clock stopped, keeping the fee', () => {
    expect(storageView({ ...storage, daysLeft: 0, overdueDays: 2, fee: 4, stopped: true })).toEqual({
      kind: 'stopped',
      daysLeft: 0,
      fee: 4,
    });
  });
});

describe('sizeText', () => {
  it('is L × W × H, or null until measured', () => {
    expect(sizeText({ length: 30, width: 20.5, height: 10.25 })).toBe('30 × 20.5 × 10.25');
    expect(sizeText({ length: 30, width: null, height: 10 })).toBeNull();
  });
});

describe('applySelection', () => {
  const page = [parcel('1'), parcel('2', { warehouseId: 'W2' }), parcel('3'), parcel('4', { selectable: false, unselectableReason: 'abnormal' })];

  it('selects rows of one warehouse and keeps the other pages', () => {
    const other = parcel('9');
    expect(applySelection([other], page, ['1', '3'])).toEqual({ selected: [other, page[0], page[2]], refused: false });
  });

  it('leaves out a second warehouse and says so', () => {
    const first = applySelection([], page, ['1']);
    expect(applySelection(first.selected, page, ['1', '2'])).toEqual({ selected: [page[0]], refused: true });
    // Select-all on a mixed page: the first checked row's warehouse.
    expect(applySelection([], page, ['1', '2', '3'])).toEqual({ selected: [page[0], page[2]], refused: true });
    // Another page holds W2 parcels: W2 wins.
    expect(applySelection([parcel('8', { warehouseId: 'W2' })], page, ['1', '2']).selected.map((p) => p.id)).toEqual(['8', '2']);
  });

  it('never selects an unselectable row, and unchecking removes', () => {
    expect(applySelection([], page, ['4']).selected).toEqual([]);
    expect(applySelection([page[0], page[2]], page, ['3']).selected).toEqual([page[2]]);
  });
});

describe('selectionTotals', () => {
  it('sums weight and declared value per currency', () => {
    const totals = selectionTotals([
      parcel('1', { weight: 1.1 }),
      parcel('2', { weight: 2.2, declaredValue: 5.5 }),
      parcel('3', { weight: null, currency: 'USD', declaredValue: 3 }),
    ]);
    expect(totals).toEqual({
      count: 3,
      weight: 3.3,
      values: [
        { currency: 'CNY', amount: 15.5 },
        { currency: 'USD', amount: 3 },
      ],
    });
  });
});

describe('symbolFor', () => {
  it("uses the site's symbol for its own currency, the code otherwise", () => {
    expect(symbolFor('CNY', { code: 'CNY', symbol: '¥' })).toBe('¥');
    expect(symbolFor('USD', { code: 'CNY', symbol: '¥' })).toBe('USD ');
  });
});
