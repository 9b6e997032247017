// The transhipment-order spreadsheet over HTTP on a real database: the preview (every row's errors, the
// valid rows priced), confirm=1 all or nothing (forecast parcels and their orders in one transaction, or
// nothing), duplicate and taken tracking numbers, the customs-ID rule, the template, the annotated file,
// the Idempotency-Key, and tenants kept apart.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, DeliveryMode, ParcelStatus } from '../../../lib/contract/enums.ts';
import { TRANSHIPMENT_BATCH_MAX_ROWS } from '../../../lib/contract/transhipment-order-rules.ts';
import { combinedOrders, parcelActionLogs, parcelGoods, parcels, warehouses } from '../../db/schema/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { headerText } from '../import/definition.ts';
import { type Part, postForm, rowsOf, xlsxOf } from '../import/test-workbook.ts';
import { insertParcel, type Member, newMember, trackingNumber } from '../parcels/test-helpers.ts';
import { withUsdSite } from '../system/test-helpers.ts';
import { TRANSHIPMENT_BATCH, type TranshipmentBatchKey } from './batch-definition.ts';
import { EXAMPLE_ADDRESS, EXAMPLE_TRACKING_NUMBER } from './batch-template.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const minor = (decimal: number) => Math.round(decimal * 100);

const HEAD = {
  'zh-Hans': TRANSHIPMENT_BATCH.columns.map((c) => headerText(c, 'zh-Hans')),
  en: TRANSHIPMENT_BATCH.columns.map((c) => headerText(c, 'en')),
};
type Cells = Partial<Record<TranshipmentBatchKey, string | number>>;
const line = (cells: Cells) => TRANSHIPMENT_BATCH.columns.map((c) => cells[c.key] ?? null);

/** The tenant's first warehouse (by sort): its code is the id. */
async function firstWarehouse(m: Member): Promise<string> {
  const [house] = await db().select().from(warehouses).where(eq(warehouses.tenantId, m.tenantId)).orderBy(asc(warehouses.sort), asc(warehouses.id)).limit(1);
  return house.id;
}

/** A valid row: 2 T-shirts, 1.2 kg, AIR_STD to San Francisco. */
const row = (house: string, tn: string, over: Cells = {}) =>
  line({
    warehouse: house,
    trackingNumber: tn,
    carrier: 'SF',
    goodsName: 'T-shirt',
    goodsType: 'GENERAL',
    quantity: 2,
    unitValue: 19.9,
    estimatedWeight: 1.2,
    method: 'AIR_STD',
    ...EXAMPLE_ADDRESS,
    ...over,
  });

const send = (m: Member, path: string, parts: Part[], lang = 'zh-Hans', headers: Record<string, string> = {}) =>
  postForm(ctx().app, m, path, parts, lang, headers);
const file = (bytes: Uint8Array, fileName = 'orders.xlsx'): Part => ({ name: 'file', value: bytes, fileName });
const batch = (m: Member, bytes: Uint8Array, confirm = '0', lang = 'zh-Hans', key?: string) =>
  send(m, '/u/order/transhipmentOrders', [file(bytes), { name: 'confirm', value: confirm }], lang, key ? { 'idempotency-key': key } : {});

const parcelsOf = (m: Member, numbers: string[]) =>
  db()
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, m.tenantId), inArray(parcels.trackingNumber, numbers)));
const ordersOf = (m: Member) => db().select().from(combinedOrders).where(eq(combinedOrders.userId, m.userId));
const listOrders = (m: Member, lang = 'en') => call(ctx().app, '/api/u/order/transhipmentOrder', { token: m.token, host: m.host, lang });

describe('transhipment spreadsheet: preview and all-or-nothing confirm', () => {
  it('3 good rows and 1 bad: the preview shows only the bad row’s error and 3 priced orders; confirm saves nothing', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    const numbers = [trackingNumber('BA'), trackingNumber('BB'), trackingNumber('BC'), trackingNumber('BD')];
    const bytes = await xlsxOf([
      HEAD['zh-Hans'],
      row(house, numbers[0]),
      row(house, numbers[1].toLowerCase(), { carrier: '中通快递', quantity: 1, unitValue: 300, estimatedWeight: 2.5, remark: '易碎' }),
      row(house, numbers[2], { carrier: 'Local van', method: 'air_std', phoneCode: '+1', phone: '415-555-0101' }),
      row(house, numbers[3], { goodsType: 'Spaceship' }),
    ]);
    const res = await batch(m, bytes);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.errors).toEqual([{ row: 5, column: '物品类型', value: 'Spaceship', message: '物品类型不存在：请填写“可用代码”表中的代码或名称' }]);
    expect(res.data).toMatchObject({ skippedRows: [], totalRows: 4, imported: false, createdIds: [] });
    // AIR_STD to the US, CNY: 0.5 kg at 60.00, then 25.00 per 0.5 kg, 12.5 % fuel, 5.00 handling (1.2 kg: 110 + 13.75 + 5).
    const priced = (row: number, trackingNumber: string, estimatedWeight: number, total: number) => ({
      row,
      trackingNumber,
      recipientName: 'Jane Doe',
      countryCode: 'US',
      methodName: '空运普货专线',
      estimatedWeight,
      total,
      currency: 'CNY',
    });
    expect(res.data.orders).toEqual([priced(2, numbers[0], 1.2, 128.75), priced(3, numbers[1], 2.5, 185), priced(4, numbers[2], 1.2, 128.75)]);

    const confirmed = await batch(m, bytes, '1', 'zh-Hans', `batch-${numbers[0]}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ imported: false, createdIds: [], errors: res.data.errors, orders: res.data.orders });
    expect(await parcelsOf(m, numbers)).toEqual([]);
    expect(await ordersOf(m)).toEqual([]);
    expect((await listOrders(m)).data.totalCount).toBe(0);
  });

  it('the file without its bad row: 3 orders and 3 forecast parcels in row order, Unpaid for the estimate, listed; the same key creates once', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    const numbers = [trackingNumber('CA'), trackingNumber('CB'), trackingNumber('CC')];
    const bytes = await xlsxOf([
      HEAD.en,
      row(house, numbers[0], { remark: 'Leave at the door' }),
      row(house, numbers[1], { carrier: 'ZTO', quantity: 1, unitValue: 300, estimatedWeight: 2.5 }),
      row(house, numbers[2], { carrier: 'Local van', customsId: 'ignored for the US' }),
    ]);
    const preview = await batch(m, bytes, '0', 'en');
    expect(preview.data.errors).toEqual([]);
    const key = `batch-${numbers[0]}`;
    const done = await batch(m, bytes, '1', 'en', key);
    expect(done.status, JSON.stringify(done.data)).toBe(200);
    expect(done.data).toMatchObject({ imported: true, errors: [], skippedRows: [], totalRows: 3, orders: preview.data.orders });
    expect(done.data.orders.map((o: { methodName: string }) => o.methodName)).toEqual(['Air standard line', 'Air standard line', 'Air standard line']);
    const ids: string[] = done.data.createdIds;
    expect(ids).toHaveLength(3);
    expect(ids.every((id) => id.startsWith('L'))).toBe(true);

    const orders = new Map((await ordersOf(m)).map((o) => [o.id, o]));
    expect([...orders.keys()].sort()).toEqual([...ids].sort());
    const rows = await parcelsOf(m, numbers);
    const byNumber = new Map(rows.map((p) => [p.trackingNumber, p]));
    ids.forEach((id, i) => {
      const order = orders.get(id)!;
      const total = minor(preview.data.orders[i].total);
      expect(order).toMatchObject({
        status: S.Unpaid,
        deliveryMode: DeliveryMode.Transshipment,
        warehouseId: house,
        addressId: null,
        customsId: null,
        estimatedWeightGrams: [1200, 2500, 1200][i],
        estimatedTotal: total,
        amountDue: total,
        couponDiscount: 0,
        pointsUsed: 0,
        serviceIds: [],
      });
      expect(order.address).toEqual({
        recipientName: 'Jane Doe',
        internationalCode: '1',
        phone: '4155550100',
        countryCode: 'US',
        regionId: null,
        city: 'San Francisco',
        addressLine1: '1 Market St',
        addressLine2: null,
        postcode: '94105',
      });
      expect(byNumber.get(numbers[i])).toMatchObject({
        userId: m.userId,
        status: ParcelStatus.NotArrival,
        deliveryMode: DeliveryMode.Transshipment,
        combinedOrderId: id,
        warehouseId: house,
        currency: 'CNY',
      });
    });
    expect(orders.get(ids[0])!.remark).toBe('Leave at the door');
    expect(byNumber.get(numbers[1])).toMatchObject({ carrierCode: 'ZTO', declaredValue: 30000, declaredName: 'T-shirt' });
    expect(byNumber.get(numbers[2])).toMatchObject({ carrierCode: 'OTHER', carrierName: 'Local van', declaredValue: 3980 });
    const lines = await db()
      .select()
      .from(parcelGoods)
      .where(
        inArray(
          parcelGoods.parcelId,
          rows.map((p) => p.id),
        ),
      );
    expect(lines).toHaveLength(3);
    const history = await db()
      .select()
      .from(parcelActionLogs)
      .where(eq(parcelActionLogs.parcelId, byNumber.get(numbers[0])!.id))
      .orderBy(asc(parcelActionLogs.createdAt));
    expect(history.map((h) => h.action).sort()).toEqual(['combined', 'forecast']);

    const list = await listOrders(m);
    expect(list.status).toBe(200);
    expect(list.data.totalCount).toBe(3);
    expect(list.data.items.map((o: { id: string }) => o.id).sort()).toEqual([...ids].sort());
    const first = list.data.items.find((o: { id: string }) => o.id === ids[0]);
    expect(first).toMatchObject({
      estimatedWeight: 1.2,
      canEdit: true,
      parcel: { trackingNumber: numbers[0], status: ParcelStatus.NotArrival },
    });

    // The same key and file: the first answer again, nothing more created; the same key with another file: 422.
    const again = await batch(m, bytes, '1', 'en', key);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data.createdIds).toEqual(ids);
    expect(await ordersOf(m)).toHaveLength(3);
    const other = await batch(m, await xlsxOf([HEAD.en, row(house, trackingNumber('CD'))]), '1', 'en', key);
    expect(other.status).toBe(422);
    expect(other.data.error.code).toBe('IDEMPOTENCY_MISMATCH');
    // Without a key the same file now only says why: every number is already forecast.
    const third = await batch(m, bytes, '1', 'en');
    expect(third.data).toMatchObject({ imported: false, createdIds: [], orders: [] });
    expect(third.data.errors.map((e: { message: string }) => e.message)).toEqual(
      Array(3).fill('You have already forecast this tracking number. You can find it in My parcels.'),
    );
    expect(await ordersOf(m)).toHaveLength(3);
  });

  it('pack first, pay later (navy.localhost): the orders wait PendingPacking with nothing due, in the site currency', async () => {
    const m = await newMember(ctx(), 'navy.localhost');
    const house = await firstWarehouse(m);
    const tn = trackingNumber('NV');
    const done = await batch(
      m,
      await xlsxOf([HEAD.en, row(house, tn, { countryCode: 'MY', postcode: '50450', phoneCode: '60', phone: '123456789', city: 'Kuala Lumpur' })]),
      '1',
      'en',
    );
    expect(done.status, JSON.stringify(done.data)).toBe(200);
    expect(done.data).toMatchObject({ imported: true, errors: [], orders: [{ currency: 'MYR', countryCode: 'MY' }] });
    const [order] = await ordersOf(m);
    expect(order).toMatchObject({
      id: done.data.createdIds[0],
      status: S.PendingPacking,
      amountDue: 0,
      estimatedTotal: minor(done.data.orders[0].total),
    });
  });

  it('a second site in another currency: the file is priced and its orders charged in the wallet’s currency', async () => {
    await withUsdSite(db(), async ({ domain, first }) => {
      const m = await newMember(ctx(), domain);
      const house = await firstWarehouse(m);
      const done = await batch(m, await xlsxOf([HEAD.en, row(house, trackingNumber('US'))]), '1', 'en');
      expect(done.status, JSON.stringify(done.data)).toBe(200);
      expect(done.data.orders).toMatchObject([{ currency: first.baseCurrencyCode }]);
      const [order] = await ordersOf(m);
      expect(order).toMatchObject({ estimatedTotal: minor(done.data.orders[0].total) });
    });
  });

  it('two confirms of one file at once: one creates the orders, the other nothing and says why', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    const numbers = [trackingNumber('RA'), trackingNumber('RB')];
    const bytes = await xlsxOf([HEAD['zh-Hans'], ...numbers.map((n) => row(house, n))]);
    const results = await Promise.all([batch(m, bytes, '1'), batch(m, bytes, '1')]);
    // The second is usually turned away while the first is being read (one file per customer at a time,
    // 429); one that gets past that loses the commit's race and imports nothing, saying why.
    const outcome = (r: Awaited<ReturnType<typeof batch>>) =>
      r.status === 429 ? r.data.error.code : r.data.imported ? 'imported' : `nothing, rows ${r.data.errors.map((e: { row: number }) => e.row)}`;
    expect([
      ['ImportBusy', 'imported'],
      ['imported', 'nothing, rows 2,3'],
    ]).toContainEqual(results.map(outcome).sort());
    expect(await ordersOf(m)).toHaveLength(2);
    expect(await parcelsOf(m, numbers)).toHaveLength(2);
  });
});

describe('transhipment spreadsheet: row errors', () => {
  it('a number twice in the file names the first row, as does the member’s own forecast; another member’s or an unclaimed arrival’s number answers as an unknown one', async () => {
    const m = await newMember(ctx());
    const other = await newMember(ctx());
    const house = await firstWarehouse(m);
    const mine = await insertParcel(ctx(), m, { status: ParcelStatus.NotArrival, trackingNumber: trackingNumber('MY') });
    const theirs = await insertParcel(ctx(), other, { status: ParcelStatus.NotArrival, trackingNumber: trackingNumber('TH') });
    const unclaimed = await insertParcel(ctx(), { tenantId: m.tenantId, userId: null }, { status: ParcelStatus.Arrived, trackingNumber: trackingNumber('UC') });
    const dup = trackingNumber('DP');
    const ok = trackingNumber('OK');
    const bytes = await xlsxOf([
      HEAD['zh-Hans'],
      row(house, dup),
      row(house, ok),
      row(house, dup.toLowerCase(), { goodsName: 'Cup' }),
      row(house, mine.trackingNumber),
      row(house, theirs.trackingNumber),
      row(house, unclaimed.trackingNumber),
    ]);
    const res = await batch(m, bytes, '1');
    expect(res.status).toBe(200);
    expect(res.data.errors).toEqual([
      { row: 4, column: '快递单号', value: dup.toLowerCase(), message: '与第2行的快递单号重复（一个快递单号只能提交一个转运单）' },
      { row: 5, column: '快递单号', value: mine.trackingNumber, message: '您已预报过该快递单号，请在“我的包裹”中查看' },
    ]);
    expect(res.data.orders.map((o: { row: number }) => o.row)).toEqual([2, 3, 6, 7]);
    expect(res.data).toMatchObject({ imported: false, createdIds: [] });
    expect(await parcelsOf(m, [dup, ok])).toEqual([]);
    expect(await ordersOf(m)).toEqual([]);
  });

  it('every field checked on every row (English), the customs ID where the destination needs one, skipped rows block confirm', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    const tn = (p: string) => trackingNumber(p);
    const kr = { countryCode: 'KR', postcode: '' };
    const rows = [
      row(house, tn('KA'), kr), // 2: KR (no seeded country) without a customs ID
      row(house, tn('KB'), { ...kr, customsId: 'P12345' }), // 3: malformed
      row(house, tn('KC'), { ...kr, customsId: 'p123456789012' }), // 4: a good customs ID (the country is still unknown)
      row(house, 'AB', { warehouse: 'Moon base', quantity: 0, unitValue: '1.234' }), // 5
      row(house, tn('WT'), { estimatedWeight: 301, method: 'ROCKET', phoneCode: 'x', phone: '12' }), // 6
      row(house, tn('BT'), { goodsType: 'BATTERY' }), // 7: AIR_STD does not carry batteries
      row(house, tn('OW'), { estimatedWeight: 40 }), // 8: over AIR_STD's 30 kg
      row(house, tn('PC'), { postcode: 'ABC', remark: 'x'.repeat(501) }), // 9
      row(house, tn('SK'), { recipientName: '' }), // 10: missing required → skipped
      row(house, tn('GD')), // 11: fine
    ];
    const res = await batch(m, await xlsxOf([HEAD.en, ...rows]), '1', 'en');
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const unknownCountry = 'No country has this code.';
    const cannot = 'This method cannot carry the parcel to this address.';
    expect(res.data.errors).toEqual([
      { row: 2, column: 'Country code', value: 'KR', message: unknownCountry },
      { row: 2, column: 'Customs ID', value: '', message: 'This destination needs the recipient’s customs ID.' },
      { row: 3, column: 'Country code', value: 'KR', message: unknownCountry },
      { row: 3, column: 'Customs ID', value: 'P12345', message: 'The customs ID is not in the right format.' },
      { row: 4, column: 'Country code', value: 'KR', message: unknownCountry },
      { row: 5, column: 'Warehouse code', value: 'Moon base', message: 'Unknown warehouse: use a code or name from the Codes sheet.' },
      { row: 5, column: 'Tracking number', value: 'AB', message: 'The tracking number must be 5–40 letters, digits or hyphens.' },
      { row: 5, column: 'Quantity', value: '0', message: 'The quantity must be a whole number from 1 to 9999.' },
      { row: 5, column: 'Unit value', value: '1.234', message: 'The unit value must be greater than 0, with at most 2 decimals.' },
      { row: 6, column: 'Estimated weight (kg)', value: '301', message: 'The estimated weight must be between 0.01 and 300 kg.' },
      { row: 6, column: 'Method code', value: 'ROCKET', message: 'No shipping method has this code.' },
      { row: 6, column: 'Phone code', value: 'x', message: 'The phone number is not valid.' },
      { row: 6, column: 'Phone', value: '12', message: 'The phone number is not valid.' },
      { row: 7, column: 'Method code', value: 'AIR_STD', message: cannot },
      { row: 8, column: 'Method code', value: 'AIR_STD', message: cannot },
      { row: 9, column: 'Postcode', value: 'ABC', message: 'The postcode is not valid for this country.' },
      { row: 9, column: 'Remark', value: 'x'.repeat(501), message: 'The value is too long.' },
      { row: 10, column: 'Recipient', value: '', message: 'Required but empty: the row was left out.' },
    ]);
    expect(res.data.skippedRows).toEqual([10]);
    expect(res.data.totalRows).toBe(10);
    expect(res.data.orders.map((o: { row: number }) => o.row)).toEqual([11]);
    expect(res.data).toMatchObject({ imported: false, createdIds: [] });
    expect(await ordersOf(m)).toEqual([]);

    // Only the skipped row wrong: still nothing is created.
    const skipped = await batch(m, await xlsxOf([HEAD.en, row(house, tn('S1')), row(house, tn('S2'), { phone: '' })]), '1', 'en');
    expect(skipped.data).toMatchObject({ imported: false, createdIds: [], skippedRows: [3] });
    expect(await ordersOf(m)).toEqual([]);
  });

  it('takes 200 rows in one go', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    const tn = trackingNumber('FL');
    const rows = Array.from({ length: TRANSHIPMENT_BATCH_MAX_ROWS }, (_, i) => row(house, `${tn}-${i}`));
    const res = await batch(m, await xlsxOf([HEAD.en, ...rows]), '1', 'en');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ imported: true, errors: [], totalRows: TRANSHIPMENT_BATCH_MAX_ROWS });
    expect(res.data.createdIds).toHaveLength(TRANSHIPMENT_BATCH_MAX_ROWS);
    expect(await ordersOf(m)).toHaveLength(TRANSHIPMENT_BATCH_MAX_ROWS);
  }, 60_000);

  it('refuses a file of more than 200 rows as a whole, and a body past the upload limit', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    const tn = trackingNumber('TM');
    const rows = Array.from({ length: TRANSHIPMENT_BATCH_MAX_ROWS + 1 }, (_, i) => row(house, `${tn}-${i}`));
    const res = await batch(m, await xlsxOf([HEAD.en, ...rows]), '1', 'en');
    expect(res.status).toBe(400);
    expect(res.data.error).toMatchObject({
      code: 'ImportTooManyRows',
      message: 'A file may hold at most 200 data rows: split it and import the parts one by one.',
    });
    expect(await ordersOf(m)).toEqual([]);
    const huge = await send(m, '/u/order/transhipmentOrders', [file(new Uint8Array(6 * 1024 * 1024))]);
    expect(huge.status).toBe(413);
    const bad = await batch(m, await xlsxOf([HEAD.en, row(house, tn)]), 'yes', 'en');
    expect(bad.status).toBe(400);
    expect(bad.data.error.validationErrors).toEqual([{ members: ['confirm'], message: 'The value is not valid.' }]);
  });
});

describe('transhipment spreadsheet: template, annotated file, tenants', () => {
  it('the template in zh-Hans and en: localized headers, an example row of the tenant’s data that checks clean, a codes sheet', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    for (const lang of ['zh-Hans', 'en'] as const) {
      const res = await ctx().app.request('http://localhost/api/u/order/getUploadTemplate', {
        headers: { host: 'localhost', 'accept-language': lang, authorization: `Bearer ${m.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition).toContain(lang === 'en' ? 'transhipment-order-template.xlsx' : encodeURIComponent('转运单导入模板.xlsx'));
      const bytes = Buffer.from(await res.arrayBuffer());
      const [header, example, ...rest] = await rowsOf(bytes);
      expect(header).toEqual(HEAD[lang]);
      expect(header[0]).toBe(lang === 'en' ? 'Warehouse code*' : '仓库代码*');
      expect(rest).toEqual([]);
      const cells = Object.fromEntries(TRANSHIPMENT_BATCH.columns.map((c, i) => [c.key, example[i] ?? '']));
      expect(cells).toEqual({
        warehouse: house,
        trackingNumber: EXAMPLE_TRACKING_NUMBER,
        carrier: 'SF',
        goodsName: lang === 'en' ? 'Running shoes' : '运动鞋',
        goodsType: 'GENERAL',
        quantity: 1,
        unitValue: 59.9,
        estimatedWeight: 1.5,
        method: 'AIR_STD',
        ...EXAMPLE_ADDRESS,
        customsId: '',
        remark: lang === 'en' ? 'Example row: delete it' : '示例行，可删除',
      });
      const codes = (await rowsOf(bytes, 2)).map((r) => r[0]);
      expect(codes).toEqual(expect.arrayContaining([house, 'GENERAL', 'AIR_STD', 'US', 'SF']));
      const checked = await batch(m, bytes, '0', lang);
      expect(checked.data).toMatchObject({
        errors: [],
        skippedRows: [],
        totalRows: 1,
        orders: [{ row: 2, trackingNumber: EXAMPLE_TRACKING_NUMBER, countryCode: 'US', estimatedWeight: 1.5 }],
      });
    }
  });

  it('the annotated file is the upload with an error column', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    const ok = trackingNumber('AN');
    const upload = await xlsxOf([HEAD['zh-Hans'], row(house, ok), row(house, 'AB'), row(house, trackingNumber('AM'), { city: '' })]);
    const res = await send(m, '/u/order/transhipmentOrders/annotated', [file(upload)], 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('transhipment-orders-errors.xlsx');
    const rows = await rowsOf(res.bytes!);
    const errorAt = HEAD['zh-Hans'].length;
    expect(rows[0]).toEqual([...HEAD['zh-Hans'], 'Errors']);
    expect(rows[1].length).toBeLessThanOrEqual(errorAt); // the good row: no error cell
    expect(rows[2][errorAt]).toBe('Tracking number: The tracking number must be 5–40 letters, digits or hyphens.');
    expect(rows[3][errorAt]).toBe('City: Required but empty: the row was left out.');
    expect(await parcelsOf(m, [ok])).toEqual([]);
  });

  it('another tenant neither sees the orders nor accepts this tenant’s warehouse', async () => {
    const m = await newMember(ctx());
    const house = await firstWarehouse(m);
    const tn = trackingNumber('TT');
    const done = await batch(m, await xlsxOf([HEAD.en, row(house, tn)]), '1', 'en');
    expect(done.data.imported).toBe(true);
    const [id] = done.data.createdIds;
    const blue = await newMember(ctx(), 'blue.localhost');
    expect((await listOrders(blue)).data.totalCount).toBe(0);
    const detail = await call(ctx().app, `/api/u/order/transhipmentOrderDetail/${id}`, { token: blue.token, host: blue.host, lang: 'en' });
    expect(detail.status).toBe(404);
    // The owner on the wrong host is not signed in there.
    expect((await call(ctx().app, '/api/u/order/transhipmentOrder', { token: m.token, host: blue.host })).status).toBe(401);
    const foreign = await batch(blue, await xlsxOf([HEAD.en, row(house, trackingNumber('TU'))]), '1', 'en');
    expect(foreign.data.errors).toEqual([
      { row: 2, column: 'Warehouse code', value: house, message: 'Unknown warehouse: use a code or name from the Codes sheet.' },
    ]);
    expect(await ordersOf(blue)).toEqual([]);
  });
});
