import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import en from '@/locales/en.json';
import { OTHER_CARRIER } from '@/lib/contract/parcel-rules';
import { fieldError, formErrors, type ForecastT } from './forecast-rules';
import { emptyParcel, type ForecastFormValues } from './forecast-values';

const t = createTranslator({ locale: 'en', messages: { forecast: en.forecast }, namespace: 'forecast' }) as unknown as ForecastT;
const line = { declaredName: 'Clothes', goodsTypeId: 'G1', quantity: 1, unitValue: 10, currency: 'CNY' };
const card = (trackingNumber: string) => ({ ...emptyParcel({ warehouseId: 'W1', currency: 'CNY' }), trackingNumber, carrierCode: 'SF', goods: [line] });

describe('forecast rules', () => {
  it('passes a complete form', () => {
    expect(formErrors(t, { parcels: [card('SF100001'), card('SF100002')] })).toEqual([]);
  });

  it('names every failing field in the page’s order with the catalog’s message', () => {
    const values: ForecastFormValues = {
      parcels: [
        card('SF100001'),
        {
          ...card('sf100001'),
          warehouseId: undefined,
          carrierCode: OTHER_CARRIER,
          carrierName: ' ',
          goods: [{ ...line, declaredName: 'x'.repeat(121), goodsTypeId: undefined, quantity: null, unitValue: null, currency: '' }],
          remark: 'r'.repeat(501),
        },
      ],
    };
    expect(formErrors(t, values)).toEqual([
      { name: ['parcels', 1, 'warehouseId'], errors: [en.forecast.warehouseRequired] },
      { name: ['parcels', 1, 'trackingNumber'], errors: ['Parcel 1 has the same tracking number'] },
      { name: ['parcels', 1, 'carrierName'], errors: [en.forecast.carrierNameRequired] },
      { name: ['parcels', 1, 'goods', 0, 'declaredName'], errors: ['At most 120 characters'] },
      { name: ['parcels', 1, 'goods', 0, 'goodsTypeId'], errors: [en.forecast.goodsTypeRequired] },
      { name: ['parcels', 1, 'goods', 0, 'quantity'], errors: [en.forecast.quantityRequired] },
      { name: ['parcels', 1, 'goods', 0, 'unitValue'], errors: [en.forecast.unitValueRequired] },
      { name: ['parcels', 1, 'goods', 0, 'currency'], errors: [en.forecast.currencyRequired] },
      { name: ['parcels', 1, 'remark'], errors: ['At most 500 characters'] },
    ]);
  });

  it('checks the tracking number: required, then its pattern (normalized), then unique', () => {
    const at = (numbers: string[], i: number) => fieldError(t, { parcels: numbers.map(card) }, ['parcels', i, 'trackingNumber']);
    expect(at(['  '], 0)).toBe(en.forecast.trackingRequired);
    expect(at(['ab 12'], 0)).toBe(en.forecast.trackingPattern);
    expect(at([' sf-10001 '], 0)).toBeUndefined();
    // The first card with a number keeps it; a later one is told which card has it.
    expect(at(['SF10001', 'sf10001'], 0)).toBeUndefined();
    expect(at(['SF10001', 'sf10001'], 1)).toBe('Parcel 1 has the same tracking number');
  });

  it('asks for the carrier’s name only with "Other", and for at least one goods line', () => {
    expect(fieldError(t, { parcels: [{ ...card('SF10001'), carrierName: '' }] }, ['parcels', 0, 'carrierName'])).toBeUndefined();
    expect(fieldError(t, { parcels: [{ ...card('SF10001'), carrierCode: OTHER_CARRIER, carrierName: 'y'.repeat(65) }] }, ['parcels', 0, 'carrierName'])).toBe(
      'At most 64 characters',
    );
    expect(formErrors(t, { parcels: [{ ...card('SF10001'), goods: [] }] })).toEqual([{ name: ['parcels', 0, 'goods'], errors: [en.forecast.goodsRequired] }]);
  });
});
