// The .xlsx package is measured before it is parsed: too many entries, too much declared, or an entry that
// inflates past what it declares → a clear refusal, before any parser expands it.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { isMessageKey, t } from '../../i18n.ts';
import type { ImportDefinition } from './definition.ts';
import { parseSheet } from './sheet.ts';
import { zipOf } from './test-hostile.ts';
import { xlsxOf } from './test-workbook.ts';
import { checkZipBounds, ZIP_MAX_ENTRIES, ZIP_MAX_UNCOMPRESSED_BYTES, zipEntries } from './zip-bounds.ts';

const DEF: ImportDefinition<'code'> = {
  sheetName: { 'zh-Hans': '数据', en: 'Data' },
  maxRows: 5,
  columns: [{ key: 'code', header: { 'zh-Hans': '代码', en: 'Code' }, required: true }],
};

function refusal(fn: () => unknown, locale: 'en' | 'zh-Hans' = 'en') {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, code: err.code, message: isMessageKey(err.message) ? t(locale, err.message) : err.message };
    throw err;
  }
  return null;
}

const TOO_COMPLEX = {
  status: 400,
  code: 'ImportFileTooComplex',
  message: 'The spreadsheet unpacks to too much data or holds too many parts. Please use the downloaded template, or split the file.',
};
const small = new TextEncoder().encode('<xml/>');

describe('zip bounds', () => {
  it('a real workbook passes and still parses', async () => {
    const bytes = await xlsxOf([['Code'], ['C1']]);
    expect(zipEntries(bytes).length).toBeGreaterThan(3);
    expect(() => checkZipBounds(bytes)).not.toThrow();
    expect((await parseSheet(bytes, DEF, 'en', 'zip-test')).rows).toEqual([{ row: 2, values: { code: 'C1' } }]);
  });

  it('a small file whose central directory declares a huge size is refused before parsing, in both languages', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: small },
      { name: 'xl/worksheets/sheet1.xml', data: small, declaredSize: 4_000_000_000 },
    ]);
    expect(bomb.length).toBeLessThan(1000);
    await expect(parseSheet(bomb, DEF, 'en', 'zip-test')).rejects.toMatchObject({ status: 400, code: 'ImportFileTooComplex' });
    expect(refusal(() => checkZipBounds(bomb), 'zh-Hans')?.message).toBe('表格解压后过大或包含的部件过多，请使用下载的模板，或拆分后分批导入');
    // the sum counts, not only the largest entry
    const half = Math.floor(ZIP_MAX_UNCOMPRESSED_BYTES / 2) + 1;
    const summed = zipOf([1, 2].map((i) => ({ name: `e${i}.xml`, data: small, declaredSize: half })));
    expect(refusal(() => checkZipBounds(summed))).toEqual(TOO_COMPLEX);
  });

  it('more entries than the cap are refused; the cap itself is fine', () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `e${i}.xml`, data: small }));
    expect(refusal(() => checkZipBounds(zipOf(entries(ZIP_MAX_ENTRIES + 1))))).toEqual(TOO_COMPLEX);
    expect(refusal(() => checkZipBounds(zipOf(entries(ZIP_MAX_ENTRIES))))).toBeNull();
  });

  it('an entry that inflates past its declared size is refused; a real expansion past the cap too', () => {
    const liar = zipOf([{ name: 'sheet.xml', data: new Uint8Array(2_000_000), declaredSize: 100 }]);
    expect(refusal(() => checkZipBounds(liar))).toEqual(TOO_COMPLEX);
    const honest = zipOf([{ name: 'sheet.xml', data: new Uint8Array(ZIP_MAX_UNCOMPRESSED_BYTES + 1) }]);
    expect(honest.length).toBeLessThan(200_000);
    expect(refusal(() => checkZipBounds(honest))).toEqual(TOO_COMPLEX);
  });

  it('a cut-off or garbled package is unreadable, not a crash', () => {
    const bytes = zipOf([{ name: 'a.xml', data: small }]);
    expect(refusal(() => checkZipBounds(bytes.subarray(0, bytes.length - 30)))?.code).toBe('ImportFileUnreadable');
    expect(refusal(() => checkZipBounds(Buffer.from('PK\x03\x04 not a zip')))?.code).toBe('ImportFileUnreadable');
  });
});
