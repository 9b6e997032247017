// Reading a sheet against a definition: headers in either language, blank rows, text cells, row limits;
// the generic row checks (required cells, duplicated rows) and the errors' shape.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { isMessageKey, t } from '../../i18n.ts';
import type { ImportDefinition } from './definition.ts';
import { cellText, parseSheet } from './sheet.ts';
import { xlsOf, xlsxOf } from './test-workbook.ts';
import { errorList, filterRequired, flagDuplicateRows, groupRows } from './validate.ts';

type Key = 'code' | 'name' | 'qty';
const DEF: ImportDefinition<Key> = {
  sheetName: { 'zh-Hans': '数据', en: 'Data' },
  groupBy: 'code',
  maxRows: 5,
  columns: [
    { key: 'code', header: { 'zh-Hans': '代码', en: 'Code' }, required: true },
    { key: 'name', header: { 'zh-Hans': '名称', en: 'Name' }, required: true },
    { key: 'qty', header: { 'zh-Hans': '数量', en: 'Quantity' } },
  ],
};
const OWNER = 'sheet-test';

/** The refusal as the app answers it (a message key in English). */
async function refusal(fn: () => Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, code: err.code, message: isMessageKey(err.message) ? t('en', err.message) : err.message };
    throw err;
  }
  throw new Error('not refused');
}

describe('parseSheet', () => {
  it('matches headers of either language (with *, spaces, case), keeps sheet row numbers and skips blank rows', async () => {
    const bytes = await xlsxOf([
      ['CODE *', ' Name* ', 'Extra', '数量'],
      ['  a1 ', 'Apple', 'ignored', 2],
      [null, '', null, null],
      ['A2', 'Pear', null, null],
    ]);
    const sheet = await parseSheet(bytes, DEF, 'zh-Hans', OWNER);
    expect(sheet.headerRow).toBe(1);
    expect(sheet.rows).toEqual([
      { row: 2, values: { code: 'a1', name: 'Apple', qty: '2' } },
      { row: 4, values: { code: 'A2', name: 'Pear', qty: '' } },
    ]);
  });

  it('reads .xls the same way, and an optional column may be absent', async () => {
    const sheet = await parseSheet(
      xlsOf([
        ['代码', '名称'],
        ['X1', '苹果'],
      ]),
      DEF,
      'en',
      OWNER,
    );
    expect(sheet.rows).toEqual([{ row: 2, values: { code: 'X1', name: '苹果', qty: '' } }]);
  });

  it('names the missing required columns in the request’s language', async () => {
    const bytes = await xlsxOf([
      ['数量', 'Other'],
      [1, 2],
    ]);
    expect(await refusal(() => parseSheet(bytes, DEF, 'zh-Hans', OWNER))).toEqual({
      status: 400,
      code: 'ImportMissingColumns',
      message: '表头缺少以下列：代码、名称（请使用下载的模板）',
    });
    expect((await refusal(() => parseSheet(bytes, DEF, 'en', OWNER))).message).toBe(
      'The header row lacks these columns: Code, Name (please use the downloaded template).',
    );
  });

  it('takes maxRows data rows and refuses one more as a whole; blank rows do not count', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`C${i}`, `N${i}`, i]);
    expect((await parseSheet(await xlsxOf([['Code', 'Name'], ...rows(3), [], [], ...rows(2)]), DEF, 'en', OWNER)).rows).toHaveLength(5);
    const bytes = await xlsxOf([['Code', 'Name'], ...rows(6)]);
    expect(await refusal(() => parseSheet(bytes, DEF, 'en', OWNER))).toEqual({
      status: 400,
      code: 'ImportTooManyRows',
      message: 'A file may hold at most 5 data rows: split it and import the parts one by one.',
    });
    // data far below the rows read is refused too (the reader stops early)
    const far: (string | null)[][] = [['Code', 'Name'], ['A', 'B'], ...Array.from({ length: 60 }, () => [null, null]), ['Z', 'Y']];
    expect((await refusal(() => parseSheet(xlsOf(far), DEF, 'zh-Hans', OWNER))).code).toBe('ImportTooManyRows');
  });

  it('refuses a sheet without data rows, and bytes that are no workbook', async () => {
    expect((await refusal(() => parseSheet(xlsOf([['Code', 'Name']]), DEF, 'en', OWNER))).message).toBe('The sheet has no data rows.');
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await refusal(() => parseSheet(zip, DEF, 'en', OWNER))).code).toBe('ImportFileUnreadable');
  });
});

describe('cellText', () => {
  it.each([
    [null, ''],
    ['  x  ', 'x'],
    [1.1, '1.1'],
    [0.1 + 0.2, '0.3'],
    [123456789012, '123456789012'],
    [true, 'TRUE'],
  ])('%s → %s', (value, text) => expect(cellText(value)).toBe(text));
});

describe('row checks', () => {
  const row = (n: number, code: string, name: string, qty = '') => ({ row: n, values: { code, name, qty } });

  it('leave out rows with an empty required cell (one error per empty cell), in the request’s language', () => {
    const errors = errorList(DEF, 'en');
    const { kept, skippedRows } = filterRequired([row(2, 'A', 'x'), row(3, '', 'y', '4'), row(4, '', '')], DEF, errors);
    expect(kept.map((r) => r.row)).toEqual([2]);
    expect(skippedRows).toEqual([3, 4]);
    expect(errors.list()).toEqual([
      { row: 3, column: 'Code', value: '', message: 'Required but empty: the row was left out.' },
      { row: 4, column: 'Code', value: '', message: 'Required but empty: the row was left out.' },
      { row: 4, column: 'Name', value: '', message: 'Required but empty: the row was left out.' },
    ]);
    expect(errors.has(4, 'name')).toBe(true);
    expect(errors.has(2, 'name')).toBe(false);
  });

  it('flag a row identical to an earlier one (case aside), naming the first', () => {
    const errors = errorList(DEF, 'zh-Hans');
    expect(flagDuplicateRows([row(2, 'A', 'x', '1'), row(3, 'a', 'X', '1'), row(4, 'A', 'x', '2')], DEF, errors)).toEqual([3]);
    expect(errors.list()).toEqual([{ row: 3, column: '代码', value: 'a', message: '与第2行完全相同（文件内重复）' }]);
  });

  it('group rows by a key in first-seen order', () => {
    const groups = groupRows([row(2, 'A', 'x'), row(3, 'B', 'y'), row(4, 'a', 'z')], (r) => r.values.code.toUpperCase());
    expect(groups.map((g) => g.map((r) => r.row))).toEqual([[2, 4], [3]]);
  });
});
