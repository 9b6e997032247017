import { describe, expect, it } from 'vitest';
import { clientProblems, forecastFieldPath, mapForecastErrors, refusedTrackingNumbers } from './forecast-errors';

const failure = (validationErrors: { message: string; members: string[] }[]) => ({
  response: {
    status: 400,
    data: { error: { code: 'ValidationError', message: 'Validation failed', validationErrors } },
  },
});

describe('forecastFieldPath', () => {
  it('maps card and goods fields to antd Form paths', () => {
    expect(forecastFieldPath('parcels.0.trackingNumber')).toEqual(['parcels', 0, 'trackingNumber']);
    expect(forecastFieldPath('parcels.3.carrierName')).toEqual(['parcels', 3, 'carrierName']);
    expect(forecastFieldPath('parcels.1.goods.0.unitValue')).toEqual(['parcels', 1, 'goods', 0, 'unitValue']);
    expect(forecastFieldPath('parcels.1.goods.2.declaredNameId')).toEqual(['parcels', 1, 'goods', 2, 'declaredName']);
    expect(forecastFieldPath('parcels.0.additionalServiceIds.1')).toEqual(['parcels', 0, 'additionalServiceIds']);
  });

  it('answers null for what no field shows', () => {
    expect(forecastFieldPath('parcels')).toBeNull();
    expect(forecastFieldPath('parcels.1.goods')).toBeNull();
    expect(forecastFieldPath('parcels.x.trackingNumber')).toBeNull();
    expect(forecastFieldPath('parcels.0.unknown')).toBeNull();
    expect(forecastFieldPath('parcels.0.goods.0.hsCode')).toBeNull();
    expect(forecastFieldPath('trackingNumber')).toBeNull();
  });
});

describe('mapForecastErrors', () => {
  it('puts each error on its card field and lists every one with its parcel', () => {
    const mapped = mapForecastErrors(
      failure([
        { message: 'Already forecast', members: ['parcels.1.trackingNumber'] },
        { message: 'Too small', members: ['parcels.1.goods.0.unitValue'] },
        { message: 'Too many decimals', members: ['parcels.1.goods.0.unitValue'] },
        { message: 'Declare at least one item', members: ['parcels.2.goods'] },
        { message: 'Too many parcels', members: ['parcels'] },
      ]),
    );
    expect(mapped.fields).toEqual([
      { name: ['parcels', 1, 'trackingNumber'], errors: ['Already forecast'] },
      { name: ['parcels', 1, 'goods', 0, 'unitValue'], errors: ['Too small', 'Too many decimals'] },
    ]);
    expect(mapped.problems).toEqual([
      { parcel: 1, field: 'trackingNumber', message: 'Already forecast' },
      { parcel: 1, field: 'unitValue', message: 'Too small' },
      { parcel: 1, field: 'unitValue', message: 'Too many decimals' },
      { parcel: 2, field: null, message: 'Declare at least one item' },
      { parcel: null, field: null, message: 'Too many parcels' },
    ]);
  });

  it('copes with answers that carry no validation errors', () => {
    expect(mapForecastErrors(new Error('Network Error'))).toEqual({ fields: [], problems: [] });
    expect(
      mapForecastErrors({
        response: { data: { error: { validationErrors: [{ message: 1, members: 'x' }] } } },
      }),
    ).toEqual({ fields: [], problems: [] });
  });

  it('finds the cards whose tracking number was refused, with the number sent', () => {
    const mapped = mapForecastErrors(
      failure([
        { message: 'Already forecast', members: ['parcels.0.trackingNumber'] },
        { message: 'Unavailable', members: ['parcels.2.trackingNumber'] },
        { message: 'Required', members: ['parcels.1.carrierCode'] },
      ]),
    );
    expect(refusedTrackingNumbers(mapped, ['SF100', 'YT200', 'JD300'])).toEqual([
      { parcel: 0, trackingNumber: 'SF100' },
      { parcel: 2, trackingNumber: 'JD300' },
    ]);
  });
});

describe('clientProblems', () => {
  it("turns antd's errorFields into problems, leaving incomplete declarations to one message per parcel", () => {
    const errorFields = [
      { name: ['parcels', 0, 'trackingNumber'], errors: ['Enter the tracking number'] },
      { name: ['parcels', 1, 'goods', 0, 'unitValue'], errors: ['Enter the unit value'] },
      { name: ['parcels', 1, 'goods', 0, 'goodsTypeId'], errors: ['Choose the goods type'] },
      { name: ['parcels', 1, 'goods'], errors: ['Declare at least one item'] },
    ];
    expect(clientProblems(errorFields, [1])).toEqual([
      { parcel: 0, field: 'trackingNumber', message: 'Enter the tracking number' },
      { parcel: 1, field: 'goodsTypeId', message: 'Choose the goods type' },
      { parcel: 1, field: null, message: 'Declare at least one item' },
    ]);
    expect(clientProblems(errorFields, [])).toHaveLength(4);
  });
});
