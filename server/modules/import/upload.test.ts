// The upload: one .xls/.xlsx file of at most 5 MB under `file`, its first bytes checked, text fields kept.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../lib/contract/constants.ts';
import { ApiError } from '../../errors.ts';
import type { AppEnv } from '../../http.ts';
import { isMessageKey, pickLocale, t } from '../../i18n.ts';
import { formOf, type Part, xlsOf, xlsxOf } from './test-workbook.ts';
import { readUpload, sniffSpreadsheet, spreadsheetKindOf } from './upload.ts';

const app = new Hono<AppEnv>();
app.use(async (c, next) => {
  c.set('locale', pickLocale(c.req.header('accept-language')));
  await next();
});
app.post('/up', async (c) => {
  const upload = await readUpload(c, { fields: ['confirm'] });
  return c.json({ fileName: upload.fileName, kind: upload.kind, size: upload.bytes.length, fields: upload.fields });
});
app.onError((err, c) => {
  if (!(err instanceof ApiError)) throw err;
  const message = isMessageKey(err.message) ? t(c.get('locale'), err.message) : err.message;
  return c.json({ code: err.code, message }, err.status as 400);
});

async function upload(parts: Part[] | FormData | string, lang = 'zh-Hans', headers: Record<string, string> = {}) {
  const body = typeof parts === 'string' || parts instanceof FormData ? parts : formOf(parts);
  const res = await app.request('/up', { method: 'POST', body, headers: { 'accept-language': lang, ...headers } });
  return { status: res.status, data: await res.json() };
}

const ELF = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(200).fill(0)]);
const rows = [
  ['a', 'b'],
  ['1', '2'],
];

describe('readUpload', () => {
  it('takes one .xlsx or .xls file and the asked-for fields (a Chinese file name survives)', async () => {
    const xlsx = await xlsxOf(rows);
    expect(
      await upload([
        { name: 'file', value: xlsx, fileName: '包裹.xlsx' },
        { name: 'confirm', value: '1' },
        { name: 'other', value: 'x' },
      ]),
    ).toEqual({
      status: 200,
      data: { fileName: '包裹.xlsx', kind: 'xlsx', size: xlsx.length, fields: { confirm: '1' } },
    });
    const xls = xlsOf(rows);
    expect((await upload([{ name: 'file', value: xls, fileName: 'parcels.XLS' }])).data).toMatchObject({ kind: 'xls', size: xls.length });
  });

  it('refuses a second file with the file-count message, in the request’s language', async () => {
    const xlsx = await xlsxOf(rows);
    const two = [
      { name: 'file', value: xlsx, fileName: 'a.xlsx' },
      { name: 'file', value: xlsx, fileName: 'b.xlsx' },
    ];
    expect(await upload(two)).toEqual({ status: 400, data: { code: 'ImportFileCount', message: '一次最多只能上传1个文件' } });
    expect(await upload(two, 'en')).toEqual({
      status: 400,
      data: { code: 'ImportFileCount', message: 'You can upload at most 1 file at a time.' },
    });
    // a second file under another field name counts too
    expect((await upload([two[0], { name: 'other', value: xlsx, fileName: 'b.xlsx' }])).data.code).toBe('ImportFileCount');
  });

  it.each([
    ['parcels.csv', 'a,b\n1,2'],
    ['parcels.txt', 'hello'],
    ['parcels', 'no extension'],
    ['parcels.xlsx.exe', 'MZ'],
  ])('refuses %s by its name', async (fileName, text) => {
    expect(await upload([{ name: 'file', value: new TextEncoder().encode(text), fileName }], 'en')).toEqual({
      status: 400,
      data: { code: 'ImportFileType', message: 'Only .xls or .xlsx files can be uploaded.' },
    });
  });

  it('refuses an executable (ELF) or text renamed .xlsx / .xls by its first bytes', async () => {
    for (const [fileName, value] of [
      ['tool.xlsx', ELF],
      ['tool.xls', ELF],
      ['notes.xlsx', new TextEncoder().encode('PK but not really')],
      ['empty.xlsx', new Uint8Array()],
    ] as const) {
      const res = await upload([{ name: 'file', value, fileName }]);
      expect(res, fileName).toEqual({ status: 400, data: { code: 'ImportFileNotSpreadsheet', message: expect.stringContaining('Excel') } });
    }
  });

  it('takes exactly 5 MB and refuses 5 MB + 1 byte with a clear message (never keeping more than the limit)', async () => {
    const exact = new Uint8Array(UPLOAD_MAX_BYTES);
    exact.set([0x50, 0x4b, 0x03, 0x04]);
    expect((await upload([{ name: 'file', value: exact, fileName: 'big.xlsx' }])).data).toMatchObject({ size: UPLOAD_MAX_BYTES });
    const over = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    over.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await upload([{ name: 'file', value: over, fileName: 'big.xlsx' }])).toEqual({
      status: 413,
      data: { code: 'ImportFileTooLarge', message: '文件不能超过5M' },
    });
  });

  it('asks for a file when there is none, or the body is not multipart', async () => {
    const missing = { status: 400, data: { code: 'ImportFileRequired', message: 'Choose a file to upload (field "file").' } };
    expect(await upload([{ name: 'confirm', value: '1' }], 'en')).toEqual(missing);
    expect(await upload([{ name: 'upload', value: await xlsxOf(rows), fileName: 'a.xlsx' }], 'en')).toEqual(missing);
    expect(await upload('plain text', 'en', { 'content-type': 'text/plain' })).toEqual(missing);
    const broken = await upload('--x\r\nnot a part', 'en', { 'content-type': 'multipart/form-data' });
    expect(broken).toEqual({ status: 400, data: { code: 'ImportUploadInvalid', message: expect.any(String) } });
  });
});

describe('file kinds', () => {
  it('by name and by content', async () => {
    expect(spreadsheetKindOf('a.XLSX')).toBe('xlsx');
    expect(spreadsheetKindOf('a.xls')).toBe('xls');
    expect(spreadsheetKindOf('a.xlsm')).toBeNull();
    expect(sniffSpreadsheet(await xlsxOf(rows))).toBe('xlsx');
    expect(sniffSpreadsheet(xlsOf(rows))).toBe('xls');
    expect(sniffSpreadsheet(ELF)).toBeNull();
  });
});
