// One currency per wallet: a tenant whose sites name different currencies prices waybills and transhipment
// orders in its wallet's currency (the tenant's), whichever site the customer uses, so the figure shown is
// the figure charged.
import { describe, expect, it } from 'vitest';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { walletBalance } from '../funds/ledger.ts';
import { withUsdSite } from '../system/test-helpers.ts';
import { orderApi } from '../transhipment-order/test-helpers.ts';
import { balanceOf, ledgerSum, methodId, shipper, stockParcel, submitQuoted } from './test-helpers.ts';

const ctx = testAppPerFile();
const minor = (decimal: number) => Math.round(decimal * 100);

describe('a tenant with a second site in another currency', () => {
  it('prices in the wallet’s currency and charges exactly the quote shown', async () => {
    const { db } = ctx().database;
    await withUsdSite(db, async ({ domain, first }) => {
      const m = await shipper(ctx(), { host: domain, wallet: 100_000 });
      const wallet = await walletBalance(db, m.tenantId, m.userId);
      expect(wallet.currency).toBe(first.baseCurrencyCode);
      const { draft, submitted } = await submitQuoted(ctx, m);
      expect(draft.currency).toBe(wallet.currency);
      expect(draft.quote.currency).toBe(wallet.currency);
      expect(submitted.status).toBe(200);
      expect(submitted.data.waybill).toMatchObject({ currency: wallet.currency, estimate: { currency: wallet.currency } });
      expect(await balanceOf(ctx(), m)).toBe(100_000 - minor(draft.quote.total));
      expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));

      const forecast = await stockParcel(ctx(), m, { status: ParcelStatus.NotArrival });
      const transhipment = await orderApi(ctx, m).draft({
        parcelId: forecast.id,
        addressId: m.addressId,
        methodId: await methodId(ctx(), m.tenantId),
        estimatedWeight: 1,
      });
      expect(transhipment.data.currency).toBe(wallet.currency);
      expect(transhipment.data.quote.currency).toBe(wallet.currency);
    });
  });
});
