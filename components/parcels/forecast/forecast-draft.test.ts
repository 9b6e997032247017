import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS } from '@/lib/stores/expiring-storage';
import { clearForecastDraft, draftOf, FORECAST_DRAFT_KEY, loadForecastDraft, saveForecastDraft } from './forecast-draft';
import { emptyParcel, type ForecastFormValues } from './forecast-values';

const values: ForecastFormValues = {
  parcels: [
    {
      ...emptyParcel({ warehouseId: 'W1', currency: 'CNY' }),
      trackingNumber: 'SF100200',
      carrierCode: 'SF',
      goods: [{ declaredName: 'Shoes', goodsTypeId: 'G1', quantity: 2, unitValue: 12.5, currency: 'CNY' }],
      additionalServiceIds: ['S1'],
      remark: 'fragile',
    },
    emptyParcel({ warehouseId: 'W2', currency: 'USD' }),
  ],
};

afterEach(() => vi.useRealTimers());

describe('the forecast draft (lsSubmitTranshipOrder)', () => {
  it('saves the whole form under the SPEC key and restores it', () => {
    saveForecastDraft(values);
    expect(JSON.parse(localStorage.getItem('lsSubmitTranshipOrder') ?? 'null').value.parcels).toHaveLength(2);
    expect(loadForecastDraft()).toEqual(values);
  });

  it('is dropped after a week untouched, and by clearing', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T00:00:00Z') });
    saveForecastDraft(values);
    vi.setSystemTime(Date.now() + 7 * 24 * HOUR_MS - 1);
    expect(loadForecastDraft()).not.toBeNull();
    vi.setSystemTime(Date.now() + 2);
    expect(loadForecastDraft()).toBeNull();
    saveForecastDraft(values);
    clearForecastDraft();
    expect(localStorage.getItem(FORECAST_DRAFT_KEY)).toBeNull();
  });

  it('reads a damaged or foreign entry defensively', () => {
    localStorage.setItem(FORECAST_DRAFT_KEY, '{not json');
    expect(loadForecastDraft()).toBeNull();
    expect(draftOf({ parcels: [] })).toBeNull();
    expect(draftOf({ parcels: 'x' })).toBeNull();
    expect(draftOf(null)).toBeNull();
    const odd = draftOf({
      parcels: [
        {
          trackingNumber: 5,
          goods: [{ quantity: 'two', unitValue: 3 }, 'x'],
          isInsurance: 'yes',
          additionalServiceIds: ['S1', 2],
        },
        7,
      ],
    });
    expect(odd).toEqual({
      parcels: [
        {
          warehouseId: undefined,
          trackingNumber: '',
          carrierCode: undefined,
          carrierName: undefined,
          deliveryMode: undefined,
          goods: [{ declaredName: '', goodsTypeId: undefined, quantity: null, unitValue: 3, currency: undefined }],
          isInsurance: false,
          additionalServiceIds: ['S1'],
          remark: '',
        },
      ],
    });
  });

  it('keeps at most the parcels one forecast takes', () => {
    saveForecastDraft({ parcels: Array.from({ length: 25 }, () => values.parcels[0]) });
    expect(loadForecastDraft()?.parcels).toHaveLength(20);
  });
});
