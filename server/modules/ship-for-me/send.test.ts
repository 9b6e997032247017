// Forecasting cart goods as parcels and the logistics order's fee, through the API on a real database: the
// parcels appear in My parcels with the goods' declarations, the goods follow them; the parcels module's rules
// answer as `packages.<i>.<field>`; all or nothing; another member's or tenant's goods are 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import { parcelGoods, parcels } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { methodId, shipper } from '../combined-order/test-helpers.ts';
import { cartGoods, firstWarehouse, goodsOf, pkg, sendApi } from './send-test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;

describe('forecasting goods', () => {
  it('turns each package into a parcel in My parcels with the goods’ declarations; the goods follow them; a retry adds nothing', async () => {
    const m = await shipper(ctx(), { parcels: 0 });
    const goods = await cartGoods(ctx(), m, 3);
    const api = sendApi(ctx, m);
    const warehouseId = await firstWarehouse(ctx(), m.tenantId);
    const packages = [pkg([goods[0].id, goods[1].id]), pkg([goods[2].id], { carrierCode: 'OTHER', carrierName: 'Local courier' })];
    const res = await api.forecast({ warehouseId, packages }, 'forecast-1');
    expect(res.status).toBe(200);
    expect(res.data.items).toHaveLength(2);
    expect(res.data.items.map((p: { trackingNumber: string }) => p.trackingNumber)).toEqual(packages.map((p) => p.trackingNumber));
    expect(res.data.items[0]).toMatchObject({ status: ParcelStatus.NotArrival, deliveryMode: 1, warehouseId, declaredValue: 102, currency: 'CNY' });
    expect(res.data.items[1]).toMatchObject({ carrierName: 'Local courier', declaredValue: 51 });

    const listed = await api.parcels();
    expect(listed.data.items.map((p: { id: string }) => p.id).sort()).toEqual(res.data.items.map((p: { id: string }) => p.id).sort());
    const lines = await db().select().from(parcelGoods).where(eq(parcelGoods.parcelId, res.data.items[0].id)).orderBy(parcelGoods.sort);
    expect(lines.map((l) => [l.declaredName, l.quantity, l.unitValue, l.currency])).toEqual([
      [goods[0].declaredName, 2, 2550, 'CNY'],
      [goods[1].declaredName, 2, 2550, 'CNY'],
    ]);

    const after = await goodsOf(ctx(), goods);
    const parcelOf = new Map([
      [goods[0].id, res.data.items[0].id],
      [goods[1].id, res.data.items[0].id],
      [goods[2].id, res.data.items[1].id],
    ]);
    for (const good of after) {
      expect(good).toMatchObject({ status: GoodStatus.Forecast, parcelId: parcelOf.get(good.id), orderId: null });
      expect(good.history.at(-1)).toMatchObject({ action: 'forecast', ref: parcelOf.get(good.id) });
    }

    const again = await api.forecast({ warehouseId, packages }, 'forecast-1');
    expect(again.status).toBe(200);
    expect(again.data.items.map((p: { id: string }) => p.id)).toEqual(res.data.items.map((p: { id: string }) => p.id));
    expect((await api.parcels()).data.totalCount).toBe(2);
    // Another key: the goods are no longer in the cart.
    const twice = await api.forecast({ warehouseId, packages: [pkg([goods[0].id])] }, 'forecast-2');
    expect(twice.status).toBe(409);
    expect(twice.data.error.code).toBe('GOODS_NOT_READY');
    expect(twice.data.error.details).toBe(goods[0].title);
  });

  it('answers the parcels’ own rules as packages.<i>.<field> and keeps nothing', async () => {
    const m = await shipper(ctx(), { parcels: 0 });
    const goods = await cartGoods(ctx(), m, 2);
    const api = sendApi(ctx, m);
    const warehouseId = await firstWarehouse(ctx(), m.tenantId);
    const first = pkg([goods[0].id]);
    expect((await api.forecast({ warehouseId, packages: [first] })).status).toBe(200);
    const more = await cartGoods(ctx(), m, 1);
    const res = await api.forecast(
      { warehouseId, packages: [pkg([goods[1].id]), pkg([more[0].id], { trackingNumber: first.trackingNumber.toLowerCase() })] },
      'dup-1',
    );
    expect(res.status).toBe(400);
    expect(res.data.error.validationErrors).toEqual([
      { members: ['packages.1.trackingNumber'], message: 'You have already forecast this tracking number. You can find it in My parcels.' },
    ]);
    const zh = await sendApi(ctx, m, 'zh-Hans').forecast({ warehouseId, packages: [pkg([goods[1].id], { carrierCode: 'NOPE' })] });
    expect(zh.status).toBe(400);
    expect(zh.data.error.validationErrors[0].members).toEqual(['packages.0.carrierCode']);
    expect((await goodsOf(ctx(), [goods[1].id, more[0].id])).map((g) => g.status)).toEqual([GoodStatus.InCart, GoodStatus.InCart]);
    expect((await api.parcels()).data.totalCount).toBe(1);
  });

  it('refuses a good in two packages, too many packages, and an unknown warehouse', async () => {
    const m = await shipper(ctx(), { parcels: 0 });
    const goods = await cartGoods(ctx(), m, 2);
    const api = sendApi(ctx, m);
    const warehouseId = await firstWarehouse(ctx(), m.tenantId);
    const twice = await api.forecast({ warehouseId, packages: [pkg([goods[0].id, goods[1].id]), pkg([goods[1].id])] });
    expect(twice.status).toBe(400);
    expect(twice.data.error.validationErrors).toEqual([{ members: ['packages.1.goodsIds'], message: 'A good can be in one package only.' }]);
    const many = await api.forecast({ warehouseId, packages: Array.from({ length: 21 }, () => pkg([goods[0].id])) });
    expect(many.status).toBe(400);
    const nowhere = await api.forecast({ warehouseId: 'WH-NONE', packages: [pkg([goods[0].id])] });
    expect(nowhere.status).toBe(400);
    expect(nowhere.data.error.validationErrors[0].members).toEqual(['packages.0.warehouseId']);
    expect((await goodsOf(ctx(), [goods[0].id]))[0].status).toBe(GoodStatus.InCart);
  });

  it('another member’s goods and another tenant’s are 404, and nothing is forecast', async () => {
    const owner = await shipper(ctx(), { parcels: 0 });
    const goods = await cartGoods(ctx(), owner, 1);
    const neighbour = await shipper(ctx(), { parcels: 0 });
    const stranger = await shipper(ctx(), { host: 'blue.localhost', parcels: 0 });
    for (const other of [neighbour, stranger]) {
      const api = sendApi(ctx, other);
      const mine = await cartGoods(ctx(), other, 1);
      const warehouseId = await firstWarehouse(ctx(), other.tenantId);
      const res = await api.forecast({ warehouseId, packages: [pkg([mine[0].id, goods[0].id])] });
      expect(res.status).toBe(404);
      const fee = await api.fee({ warehouseId, goodsIds: [goods[0].id], estimatedWeight: 1 });
      expect(fee.status).toBe(404);
      expect((await api.parcels()).data.totalCount).toBe(0);
      expect((await goodsOf(ctx(), [mine[0].id]))[0].status).toBe(GoodStatus.InCart);
    }
    expect((await db().select().from(parcels).where(eq(parcels.userId, owner.userId))).length).toBe(0);
  });
});

describe('the logistics order’s fee', () => {
  it('without a weight lists services, coupons and points only; with one, every method and the chosen quote', async () => {
    const m = await shipper(ctx(), { parcels: 0 });
    const goods = await cartGoods(ctx(), m, 2);
    const api = sendApi(ctx, m);
    const warehouseId = await firstWarehouse(ctx(), m.tenantId);
    const goodsIds = goods.map((g) => g.id);
    const bare = await api.fee({ warehouseId, goodsIds, addressId: m.addressId });
    expect(bare.status).toBe(200);
    expect(bare.data).toMatchObject({ methods: [], quote: null, parcelCount: 1, declaredValue: 102 });
    const priced = await api.fee({ warehouseId, goodsIds, addressId: m.addressId, methodId: await methodId(ctx(), m.tenantId), estimatedWeight: 2.5 });
    expect(priced.status).toBe(200);
    expect(priced.data.totalWeight).toBe(2.5);
    expect(priced.data.methods.length).toBeGreaterThan(0);
    expect(priced.data.quote.total).toBeGreaterThan(0);
    const heavier = await api.fee({ warehouseId, goodsIds, addressId: m.addressId, methodId: await methodId(ctx(), m.tenantId), estimatedWeight: 9 });
    expect(heavier.data.quote.total).toBeGreaterThan(priced.data.quote.total);
  });

  it('refuses goods no longer in the cart, an unknown warehouse and a weight out of range', async () => {
    const m = await shipper(ctx(), { parcels: 0 });
    const goods = await cartGoods(ctx(), m, 1, { status: GoodStatus.Forecast });
    const api = sendApi(ctx, m);
    const warehouseId = await firstWarehouse(ctx(), m.tenantId);
    const busy = await api.fee({ warehouseId, goodsIds: [goods[0].id], estimatedWeight: 1 });
    expect(busy.status).toBe(409);
    expect(busy.data.error.code).toBe('GOODS_NOT_READY');
    const free = await cartGoods(ctx(), m, 1);
    const nowhere = await api.fee({ warehouseId: 'WH-NONE', goodsIds: [free[0].id], estimatedWeight: 1 });
    expect(nowhere.status).toBe(400);
    expect(nowhere.data.error.validationErrors[0].members).toEqual(['warehouseId']);
    expect((await api.fee({ warehouseId, goodsIds: [free[0].id], estimatedWeight: 301 })).status).toBe(400);
  });
});
