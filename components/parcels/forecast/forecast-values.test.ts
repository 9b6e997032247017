import { describe, expect, it } from 'vitest';
import { DeliveryMode } from '@/lib/contract/enums';
import { OTHER_CARRIER } from '@/lib/contract/parcel-rules';
import { emptyParcel, forecastRequestOf, incompleteDeclarations, isTrackingNumber, normalizeTrackingNumber } from './forecast-values';

describe('tracking numbers', () => {
  it('are trimmed and upper-cased as typed', () => {
    expect(normalizeTrackingNumber('  sf1234567890 ')).toBe('SF1234567890');
    expect(normalizeTrackingNumber('yt-88a')).toBe('YT-88A');
    expect(normalizeTrackingNumber(undefined)).toBe('');
    expect(normalizeTrackingNumber(42)).toBe('');
  });

  it('have 5 to 40 of A-Z, 0-9 and dashes', () => {
    expect(isTrackingNumber(' ab-123 ')).toBe(true);
    expect(isTrackingNumber('A'.repeat(40))).toBe(true);
    expect(isTrackingNumber('A1234'.slice(0, 4))).toBe(false);
    expect(isTrackingNumber('A'.repeat(41))).toBe(false);
    expect(isTrackingNumber('AB 12345')).toBe(false);
    expect(isTrackingNumber('单号12345')).toBe(false);
    expect(isTrackingNumber('AB_12345')).toBe(false);
  });
});

describe('forecastRequestOf', () => {
  const names = new Map([['Clothes', 'DN1']]);

  it('builds the request: normalized numbers, picked declared names with their id, free text without', () => {
    const request = forecastRequestOf(
      {
        parcels: [
          {
            warehouseId: 'W1',
            trackingNumber: ' sf100200 ',
            carrierCode: 'SF',
            carrierName: 'left over',
            deliveryMode: DeliveryMode.Transshipment,
            goods: [
              { declaredName: ' Clothes ', goodsTypeId: 'G1', quantity: 2, unitValue: 9.5, currency: 'cny' },
              { declaredName: 'Handmade lamp', goodsTypeId: 'G2', quantity: 1, unitValue: 30, currency: 'USD' },
            ],
            isInsurance: true,
            additionalServiceIds: ['S1'],
            remark: '  fragile ',
          },
        ],
      },
      names,
    );
    expect(request.parcels[0]).toEqual({
      warehouseId: 'W1',
      trackingNumber: 'SF100200',
      carrierCode: 'SF',
      carrierName: null,
      deliveryMode: 2,
      goods: [
        // A name typed exactly as a list entry is sent with that entry's id; currencies are upper-cased.
        { declaredName: 'Clothes', declaredNameId: 'DN1', goodsTypeId: 'G1', quantity: 2, unitValue: 9.5, currency: 'CNY' },
        { declaredName: 'Handmade lamp', declaredNameId: null, goodsTypeId: 'G2', quantity: 1, unitValue: 30, currency: 'USD' },
      ],
      isInsurance: true,
      additionalServiceIds: ['S1'],
      remark: 'fragile',
    });
  });

  it('keeps the carrier name only for "other", and an empty remark as null', () => {
    const card = {
      ...emptyParcel({ warehouseId: 'W1', currency: 'CNY' }),
      carrierCode: OTHER_CARRIER,
      carrierName: ' Local post ',
      remark: '  ',
    };
    const [parcel] = forecastRequestOf({ parcels: [card] }, names).parcels;
    expect(parcel.carrierName).toBe('Local post');
    expect(parcel.remark).toBeNull();
    expect(parcel.deliveryMode).toBe(DeliveryMode.DirectDelivery);
  });
});

describe('incompleteDeclarations', () => {
  it('names the cards with a goods line missing its declared name, unit value or currency', () => {
    const full = { declaredName: 'Shoes', unitValue: 10, currency: 'CNY' };
    expect(
      incompleteDeclarations({
        parcels: [
          { goods: [full] },
          { goods: [full, { ...full, unitValue: null }] },
          { goods: [{ ...full, declaredName: '  ' }] },
          { goods: [{ ...full, currency: '' }] },
        ],
      }),
    ).toEqual([1, 2, 3]);
  });
});
