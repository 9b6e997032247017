// The waybill draft through the API against PGlite: what combining saves is the shipping fees of the
// parcels drafted one by one with the same method, minus the combined shipping fee; a logistics order's
// goods, whose weight is one estimate shared out, get no such figure.
import { describe, expect, it } from 'vitest';
import { CombinedOrderDraftSchema } from '../../../lib/contract/schemas/combined-order.ts';
import type { FeeLine } from '../../../lib/contract/wire.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { cartGoods, feeOf } from '../ship-for-me/send-test-helpers.ts';
import { methodId, shipper, stockParcel, combinedOrderApi } from './test-helpers.ts';

const ctx = testAppPerFile();

const SHIPPING: FeeLine['code'][] = ['FIRST_WEIGHT', 'ADDITIONAL_WEIGHT', 'FUEL', 'HANDLING'];
/** The shipping fee of a quote on the wire (minor units): its freight, fuel and handling lines. */
const shippingFee = (lines: FeeLine[]) => lines.filter((line) => SHIPPING.includes(line.code)).reduce((sum, line) => sum + Math.round(line.amount * 100), 0);

describe('what combining saves', () => {
  it('is the sum of each parcel shipped alone by the method minus the combined shipping fee; 0 for one parcel', async () => {
    const m = await shipper(ctx(), { parcels: 2 });
    // A third parcel, heavier and bulkier, so the parcels differ.
    const big = await stockParcel(ctx(), m, { weightGrams: 3100, lengthCm: 40, widthCm: 30, heightCm: 25 });
    const api = combinedOrderApi(ctx, m);
    const parcelIds = [...m.parcelIds, big.id];
    const base = { addressId: m.addressId, methodId: await methodId(ctx(), m.tenantId) };

    const together = await api.draft({ ...base, parcelIds });
    expect(together.status).toBe(200);
    const draft = CombinedOrderDraftSchema.parse(together.data);
    const alone = [];
    for (const id of parcelIds) {
      const one = await api.draft({ ...base, parcelIds: [id] });
      expect(one.status).toBe(200);
      alone.push(CombinedOrderDraftSchema.parse(one.data).quote!);
    }
    const expected = alone.reduce((sum, quote) => sum + shippingFee(quote.lines), 0) - shippingFee(draft.quote!.lines);
    expect(expected).toBeGreaterThan(0);
    expect(Math.round(draft.quote!.savedByCombining! * 100)).toBe(expected);
    expect(alone.map((quote) => quote.savedByCombining)).toEqual([0, 0, 0]);

    // Services and points change the total, not the saving.
    const withPoints = await api.draft({ ...base, parcelIds, points: 100, serviceIds: draft.services.slice(0, 1).map((s) => s.id) });
    expect(withPoints.data.quote.total).not.toBe(draft.quote!.total);
    expect(withPoints.data.quote.savedByCombining).toBe(draft.quote!.savedByCombining);
  });

  it('is left out of a logistics order’s fee, whose goods share one estimated weight', async () => {
    const m = await shipper(ctx(), { parcels: 0 });
    const goods = await cartGoods(ctx(), m, 3);
    const { fee } = await feeOf(ctx, m, goods);
    expect(fee.status).toBe(200);
    expect(fee.data.quote.total).toBeGreaterThan(0);
    expect(fee.data.quote).not.toHaveProperty('savedByCombining');
  });
});
