// The parcel import over HTTP: template, preview, confirm (one transaction), every kind of bad row, refused
// files, the annotated copy.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../lib/contract/constants.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { IMPORT_MAX_ROWS } from '../../../lib/contract/schemas/parcels.ts';
import { parcelActionLogs, parcelGoods, parcels } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { headerText } from '../import/definition.ts';
import { type Part, postForm, rowsOf, xlsOf, xlsxOf } from '../import/test-workbook.ts';
import { PARCEL_IMPORT, type ParcelImportKey } from './import.ts';
import { EXAMPLE_TRACKING_NUMBER } from './import-template.ts';
import { insertParcel, type Member, newMember, trackingNumber } from './test-helpers.ts';

const ctx = testAppPerFile();

const HEAD = {
  'zh-Hans': PARCEL_IMPORT.columns.map((c) => headerText(c, 'zh-Hans')),
  en: PARCEL_IMPORT.columns.map((c) => headerText(c, 'en')),
};
type Cells = Partial<Record<ParcelImportKey, string | number>>;
const line = (cells: Cells) => PARCEL_IMPORT.columns.map((c) => cells[c.key] ?? null);
const goods = (tn: string, over: Cells = {}) =>
  line({ trackingNumber: tn, carrier: 'SF', goodsName: 'T-shirt', goodsType: 'GENERAL', quantity: 2, unitValue: 19.9, ...over });

const send = (m: Member, path: string, parts: Part[], lang = 'zh-Hans') => postForm(ctx().app, m, path, parts, lang);
const file = (bytes: Uint8Array, fileName = 'parcels.xlsx'): Part => ({ name: 'file', value: bytes, fileName });
const preview = (m: Member, bytes: Uint8Array, confirm = '0', lang = 'zh-Hans') =>
  send(m, '/u/ship-for-me/parcel/import-by-excel', [file(bytes), { name: 'confirm', value: confirm }], lang);

async function parcelsOf(m: Member, numbers: string[]) {
  return ctx()
    .database.db.select()
    .from(parcels)
    .where(and(eq(parcels.userId, m.userId), inArray(parcels.trackingNumber, numbers)));
}

describe('parcel import: a good file', () => {
  it('previews 3 parcels (one with two goods lines) without writing, then confirm creates exactly those', async () => {
    const m = await newMember(ctx());
    const [a, b, c] = [trackingNumber('IA'), trackingNumber('IB'), trackingNumber('IC')];
    const bytes = await xlsxOf([
      HEAD['zh-Hans'],
      goods(a.toLowerCase(), { warehouse: '义乌仓', goodsName: '外套', unitValue: 300, quantity: 1, insurance: '是', remark: '易碎' }),
      goods(a, { goodsName: '杯子', goodsType: '普货', quantity: 3, unitValue: 12.5 }),
      [],
      goods(b, { carrier: 'Local van', currency: 'usd', insurance: 'no' }),
      goods(c, { carrier: '中通快递', warehouse: 'Guangzhou warehouse' }),
    ]);
    const first = await preview(m, bytes);
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    expect(first.data).toEqual({
      parcels: [
        {
          rows: [2, 3],
          warehouseName: '义乌仓',
          trackingNumber: a,
          carrierName: '顺丰速运',
          goodsCount: 2,
          declaredValue: 337.5,
          currency: 'CNY',
        },
        {
          rows: [5],
          warehouseName: '广州仓',
          trackingNumber: b,
          carrierName: 'Local van',
          goodsCount: 1,
          declaredValue: 39.8,
          currency: 'USD',
        },
        {
          rows: [6],
          warehouseName: '广州仓',
          trackingNumber: c,
          carrierName: '中通快递',
          goodsCount: 1,
          declaredValue: 39.8,
          currency: 'CNY',
        },
      ],
      errors: [],
      skippedRows: [],
      totalRows: 4,
      imported: false,
      createdIds: [],
    });
    expect(await parcelsOf(m, [a, b, c])).toEqual([]);

    const done = await preview(m, bytes, '1', 'en');
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ imported: true, errors: [], totalRows: 4 });
    expect(done.data.parcels.map((p: { carrierName: string }) => p.carrierName)).toEqual(['SF Express', 'Local van', 'ZTO Express']);
    expect(done.data.createdIds).toHaveLength(3);
    const rows = await parcelsOf(m, [a, b, c]);
    expect(rows.map((r) => r.id).sort()).toEqual([...done.data.createdIds].sort());
    const byNumber = new Map(rows.map((r) => [r.trackingNumber, r]));
    expect(byNumber.get(a)).toMatchObject({
      status: ParcelStatus.NotArrival,
      carrierCode: 'SF',
      isInsurance: true,
      remark: '易碎',
      declaredValue: 33750,
      currency: 'CNY',
    });
    expect(byNumber.get(b)).toMatchObject({ carrierCode: 'OTHER', carrierName: 'Local van', isInsurance: false, currency: 'USD' });
    expect(byNumber.get(c)).toMatchObject({ carrierCode: 'ZTO', warehouseId: byNumber.get(b)!.warehouseId });
    expect(byNumber.get(a)!.warehouseId).not.toBe(byNumber.get(b)!.warehouseId);
    const lines = await ctx()
      .database.db.select()
      .from(parcelGoods)
      .where(eq(parcelGoods.parcelId, byNumber.get(a)!.id));
    expect(lines.map((l) => [l.declaredName, l.quantity, l.unitValue]).sort()).toEqual([
      ['外套', 1, 30000],
      ['杯子', 3, 1250],
    ]);
    const history = await ctx().database.db.select().from(parcelActionLogs).where(inArray(parcelActionLogs.parcelId, done.data.createdIds));
    expect(history.map((h) => h.action)).toEqual(['forecast', 'forecast', 'forecast']);

    // the same file again: every parcel is already forecast, nothing more is created
    const again = await preview(m, bytes, '1');
    expect(again.data).toMatchObject({ imported: false, createdIds: [], parcels: [] });
    expect(again.data.errors.filter((e: { message: string }) => e.message.includes('已预报'))).toHaveLength(3);
    expect(await parcelsOf(m, [a, b, c])).toHaveLength(3);
  });

  it('reads .xls, and accepts 500 rows', async () => {
    const m = await newMember(ctx());
    const tn = trackingNumber('XL');
    const small = await send(m, '/u/ship-for-me/parcel/import-by-excel', [file(xlsOf([HEAD.en, goods(tn)]), 'old.xls')]);
    expect(small.data).toMatchObject({ errors: [], parcels: [{ trackingNumber: tn, goodsCount: 1 }] });
    const many = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => goods(`${tn}-${Math.floor(i / 20)}`, { goodsName: `item ${i}` }));
    const res = await preview(m, await xlsxOf([HEAD['zh-Hans'], ...many]));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ totalRows: 500, errors: [] });
    expect(res.data.parcels).toHaveLength(25);
  });
});

describe('parcel import: bad rows', () => {
  it('lists each kind of bad row (headers of the other language fine), skips rows missing required data, imports the rest', async () => {
    const m = await newMember(ctx());
    const other = await newMember(ctx());
    const mine = await insertParcel(ctx(), m, { status: ParcelStatus.NotArrival, trackingNumber: trackingNumber('MY') });
    const theirs = await insertParcel(ctx(), other, { status: ParcelStatus.NotArrival, trackingNumber: trackingNumber('TH') });
    const ok = trackingNumber('OK');
    const conflict = trackingNumber('CF');
    const dup = trackingNumber('DP');
    const bytes = await xlsxOf([
      HEAD.en, // an English template on the Chinese page
      goods(ok), // 2: fine
      goods(trackingNumber('MS'), { goodsName: '' }), // 3: missing required → skipped
      goods('AB'), // 4: bad tracking number
      goods(trackingNumber('GT'), { goodsType: 'Spaceship' }), // 5: unknown goods type
      goods(trackingNumber('QT'), { quantity: 0, unitValue: '1.234' }), // 6: bad quantity and value
      goods(dup), // 7
      goods(dup), // 8: the same row again
      goods(conflict, { warehouse: '广州仓' }), // 9
      goods(conflict, { warehouse: '义乌仓', goodsName: 'Cup' }), // 10: another warehouse for the same parcel
      goods(mine.trackingNumber), // 11: already forecast by the member
      goods(theirs.trackingNumber), // 12: another member's: as any number, fine
      goods(trackingNumber('WH'), { warehouse: 'Moon base', insurance: 'maybe' }), // 13
      goods(trackingNumber('MX'), { quantity: '' }), // 14: missing required → skipped
    ]);
    const res = await preview(m, bytes, '1');
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const skipped = '必填项为空，该行已被过滤';
    expect(res.data.errors).toEqual([
      { row: 3, column: '物品名称', value: '', message: skipped },
      { row: 4, column: '快递单号', value: 'AB', message: '快递单号应为 5–40 位字母、数字或“-”' },
      { row: 5, column: '物品类型', value: 'Spaceship', message: '物品类型不存在：请填写“可用代码”表中的代码或名称' },
      { row: 6, column: '数量', value: '0', message: '数量应为 1–9999 的整数' },
      { row: 6, column: '单价', value: '1.234', message: '单价应大于 0，最多两位小数' },
      { row: 7, column: '快递单号', value: dup, message: '同一包裹的第8行有错误，该包裹未导入' },
      { row: 8, column: '快递单号', value: dup, message: '与第7行完全相同（文件内重复）' },
      { row: 9, column: '快递单号', value: conflict, message: '同一包裹的第10行有错误，该包裹未导入' },
      { row: 10, column: '仓库', value: '义乌仓', message: '同一快递单号的行属于同一个包裹，此项须与第9行一致' },
      { row: 11, column: '快递单号', value: mine.trackingNumber, message: '您已预报过该快递单号，请在“我的包裹”中查看' },
      { row: 13, column: '仓库', value: 'Moon base', message: '仓库不存在：请填写“可用代码”表中的仓库代码或名称' },
      { row: 13, column: '保险', value: 'maybe', message: '请填写“是”或“否”' },
      { row: 14, column: '数量', value: '', message: skipped },
    ]);
    expect(res.data.skippedRows).toEqual([3, 14]);
    expect(res.data.totalRows).toBe(13);
    expect(res.data.parcels.map((p: { trackingNumber: string }) => p.trackingNumber)).toEqual([ok, theirs.trackingNumber]);
    expect(res.data.imported).toBe(true);
    const created = await parcelsOf(m, [ok, theirs.trackingNumber, dup, conflict, 'AB']);
    expect(created.map((p) => p.trackingNumber).sort()).toEqual([ok, theirs.trackingNumber].sort());
    expect(created.map((p) => p.id).sort()).toEqual([...res.data.createdIds].sort());
  });

  it('rows of one parcel: a line without currency takes the parcel’s; carriers must agree; at most 20 lines', async () => {
    const m = await newMember(ctx());
    const [usd, carrier, big] = [trackingNumber('CU'), trackingNumber('CR'), trackingNumber('BG')];
    const lines = Array.from({ length: 21 }, (_, i) => goods(big, { goodsName: `item ${i}` }));
    const res = await preview(
      m,
      await xlsxOf([
        HEAD.en,
        goods(usd, { currency: 'USD' }),
        goods(usd, { goodsName: 'Cup' }),
        goods(carrier, { carrier: 'SF' }),
        goods(carrier, { carrier: 'ZTO', goodsName: 'Cup' }),
        ...lines,
      ]),
      '0',
      'en',
    );
    expect(res.data.parcels).toEqual([expect.objectContaining({ trackingNumber: usd, goodsCount: 2, currency: 'USD', declaredValue: 79.6 })]);
    const own = res.data.errors.filter((e: { message: string }) => !e.message.startsWith('Not imported'));
    expect(own).toEqual([
      { row: 5, column: 'Carrier', value: 'ZTO', message: 'Rows with one tracking number are one parcel: this must match row 4.' },
      { row: 26, column: 'Goods name', value: 'item 20', message: 'A parcel may have at most 20 goods rows.' },
    ]);
    expect(res.data.errors.filter((e: { row: number }) => e.row >= 6)).toHaveLength(21);
  });

  it('answers in English, and a file with no valid parcel imports nothing', async () => {
    const m = await newMember(ctx());
    const res = await preview(m, await xlsxOf([HEAD['zh-Hans'], goods('X'), goods(trackingNumber('Z'), { unitValue: -1 })]), '1', 'en');
    expect(res.data).toMatchObject({ imported: false, createdIds: [], parcels: [] });
    expect(res.data.errors).toEqual([
      { row: 2, column: 'Tracking number', value: 'X', message: 'The tracking number must be 5–40 letters, digits or hyphens.' },
      { row: 3, column: 'Unit value', value: '-1', message: 'The unit value must be greater than 0, with at most 2 decimals.' },
    ]);
  });
});

describe('parcel import: refused files', () => {
  it.each([
    ['parcels.csv', new TextEncoder().encode('tracking,carrier\nSF1,SF'), 400, 'ImportFileType'],
    ['parcels.txt', new TextEncoder().encode('hello'), 400, 'ImportFileType'],
    ['tool.xlsx', Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]), 400, 'ImportFileNotSpreadsheet'],
  ])('%s → %i %s', async (fileName, bytes, status, code) => {
    const m = await newMember(ctx());
    const res = await send(m, '/u/ship-for-me/parcel/import-by-excel', [file(bytes, fileName)], 'en');
    expect(res.status).toBe(status);
    expect(res.data.error.code).toBe(code);
    expect(res.data.error.message).not.toBe('');
  });

  it('5 MB + 1 byte → 413 with the size message; a body past the route’s limit → 413 as well', async () => {
    const m = await newMember(ctx());
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    over.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await send(m, '/u/ship-for-me/parcel/import-by-excel', [file(over)]);
    expect(res.status).toBe(413);
    expect(res.data.error).toMatchObject({ code: 'ImportFileTooLarge', message: '文件不能超过5M' });
    const huge = new Uint8Array(6 * 1024 * 1024);
    expect((await send(m, '/u/ship-for-me/parcel/import-by-excel', [file(huge)])).status).toBe(413);
  });

  it('501 rows → refused as a whole, nothing written', async () => {
    const m = await newMember(ctx());
    const tn = trackingNumber('TM');
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => goods(`${tn}-${i}`));
    const res = await preview(m, await xlsxOf([HEAD['zh-Hans'], ...rows]), '1', 'en');
    expect(res.status).toBe(400);
    expect(res.data.error).toMatchObject({
      code: 'ImportTooManyRows',
      message: 'A file may hold at most 500 data rows: split it and import the parts one by one.',
    });
    expect(await parcelsOf(m, [`${tn}-0`])).toEqual([]);
  });

  it('two files in one request → the file-count message; a header without required columns; a bad confirm', async () => {
    const m = await newMember(ctx());
    const good = await xlsxOf([HEAD['zh-Hans'], goods(trackingNumber())]);
    const two = await send(m, '/u/ship-for-me/parcel/import-by-excel', [file(good), file(good, 'second.xlsx')]);
    expect(two.status).toBe(400);
    expect(two.data.error).toMatchObject({ code: 'ImportFileCount', message: '一次最多只能上传1个文件' });
    const noColumns = await preview(
      m,
      await xlsxOf([
        ['Tracking number', 'Carrier'],
        ['SF123456', 'SF'],
      ]),
      '0',
      'en',
    );
    expect(noColumns.data.error.message).toBe(
      'The header row lacks these columns: Goods name, Goods type, Quantity, Unit value (please use the downloaded template).',
    );
    const badConfirm = await preview(m, good, 'yes', 'en');
    expect(badConfirm.status).toBe(400);
    expect(badConfirm.data.error.validationErrors).toEqual([{ members: ['confirm'], message: 'The value is not valid.' }]);
  });
});

describe('parcel import: one transaction', () => {
  it('a failure while writing the second parcel leaves nothing of the file', async () => {
    const m = await newMember(ctx());
    const [a, b] = [trackingNumber('TA'), trackingNumber('TFAIL')];
    const { db } = ctx().database;
    await db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION import_test_fail() RETURNS trigger AS $$
      BEGIN IF NEW.tracking_number = '${b}' THEN RAISE EXCEPTION 'import test failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`),
    );
    await db.execute(sql.raw('CREATE TRIGGER import_test_fail BEFORE INSERT ON parcels FOR EACH ROW EXECUTE FUNCTION import_test_fail()'));
    try {
      const res = await preview(m, await xlsxOf([HEAD['zh-Hans'], goods(a), goods(b)]), '1');
      expect(res.status).toBe(500);
      expect(await parcelsOf(m, [a, b])).toEqual([]);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER import_test_fail ON parcels'));
      await db.execute(sql.raw('DROP FUNCTION import_test_fail()'));
    }
  });

  it('two confirms of one file at once: one imports it, the other imports nothing and says why', async () => {
    const m = await newMember(ctx());
    const numbers = [trackingNumber('CA'), trackingNumber('CB')];
    const bytes = await xlsxOf([HEAD['zh-Hans'], ...numbers.map((n) => goods(n))]);
    const results = await Promise.all([preview(m, bytes, '1'), preview(m, bytes, '1')]);
    // The second is usually turned away while the first is being read (one file per customer at a time,
    // 429); one that gets past that loses the commit's race and imports nothing, saying why.
    const outcome = (r: Awaited<ReturnType<typeof preview>>) =>
      r.status === 429 ? r.data.error.code : r.data.imported ? 'imported' : `nothing, rows ${r.data.errors.map((e: { row: number }) => e.row)}`;
    expect([
      ['ImportBusy', 'imported'],
      ['imported', 'nothing, rows 2,3'],
    ]).toContainEqual(results.map(outcome).sort());
    expect(await parcelsOf(m, numbers)).toHaveLength(2);
  });
});

describe('parcel import: template and annotated file', () => {
  it('the template has localized headers, a codes sheet and an example row that imports cleanly', async () => {
    const m = await newMember(ctx());
    for (const lang of ['zh-Hans', 'en'] as const) {
      const res = await ctx().app.request('http://localhost/api/u/ship-for-me/parcel/import-template', {
        headers: { host: 'localhost', 'accept-language': lang, authorization: `Bearer ${m.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''.+\.xlsx$/);
      const bytes = Buffer.from(await res.arrayBuffer());
      const [header, example, ...rest] = await rowsOf(bytes);
      expect(header).toEqual(HEAD[lang]);
      expect(rest).toEqual([]);
      expect(example).toEqual(
        lang === 'en'
          ? ['Guangzhou warehouse', EXAMPLE_TRACKING_NUMBER, 'SF Express', 'Running shoes', 'General goods', 2, 59.9, 'CNY', 'no', 'Example row: delete it']
          : ['广州仓', EXAMPLE_TRACKING_NUMBER, '顺丰速运', '运动鞋', '普货', 2, 59.9, 'CNY', '否', '示例行，可删除'],
      );
      const codes = (await rowsOf(bytes, 2)).map((r) => r[0]);
      expect(codes).toEqual(expect.arrayContaining(['SF', 'ZTO', 'GENERAL']));
      const imported = await preview(m, bytes, '0', lang);
      expect(imported.data).toMatchObject({
        errors: [],
        skippedRows: [],
        totalRows: 1,
        parcels: [{ trackingNumber: EXAMPLE_TRACKING_NUMBER, goodsCount: 1 }],
      });
    }
  });

  it('the annotated file is the upload with an error column carrying each row’s messages', async () => {
    const m = await newMember(ctx());
    const ok = trackingNumber('AN');
    const upload = await xlsxOf([HEAD['zh-Hans'], goods(ok), goods('AB'), goods(trackingNumber('AM'), { goodsType: '' })]);
    const res = await send(m, '/u/ship-for-me/parcel/import-by-excel/annotated', [file(upload)], 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('parcel-forecast-errors.xlsx');
    const rows = await rowsOf(res.bytes!);
    expect(rows[0]).toEqual([...HEAD['zh-Hans'], 'Errors']);
    expect(rows[1]).toHaveLength(7); // the good row: no error cell
    expect(rows[2][10]).toBe('Tracking number: The tracking number must be 5–40 letters, digits or hyphens.');
    expect(rows[3][10]).toBe('Goods type: Required but empty: the row was left out.');
    // nothing was imported by asking for the annotated copy
    expect(await parcelsOf(m, [ok])).toEqual([]);
  });
});
