// The template (headers in the page's language, required ones marked, an example row, a codes sheet) and the
// uploaded file annotated with an error column.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportDefinition } from './definition.ts';
import { parseSheet } from './sheet.ts';
import { rowsOf, xlsOf, xlsxOf } from './test-workbook.ts';
import { annotatedWorkbook, attachment, templateWorkbook } from './workbook.ts';

type Key = 'code' | 'name' | 'qty';
const DEF: ImportDefinition<Key> = {
  sheetName: { 'zh-Hans': '数据', en: 'Data' },
  maxRows: 10,
  columns: [
    { key: 'code', header: { 'zh-Hans': '代码', en: 'Code' }, required: true, example: 'C1', width: 12 },
    { key: 'name', header: { 'zh-Hans': '名称', en: 'Name' }, required: true, example: 'Apple', width: 30 },
    { key: 'qty', header: { 'zh-Hans': '数量', en: 'Quantity' }, example: '3' },
  ],
};

async function load(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

describe('templateWorkbook', () => {
  it('writes the headers of the page’s language (required ones with *), styled, sized, and one example row', async () => {
    const bytes = await templateWorkbook(DEF, 'zh-Hans', { numeric: ['qty'], example: { name: '苹果' } });
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const book = await load(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['数据']);
    const sheet = book.worksheets[0];
    expect(await rowsOf(bytes)).toEqual([
      ['代码*', '名称*', '数量'],
      ['C1', '苹果', 3],
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(12);
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.getColumn(1).numFmt).toBe('@');
    // the template reads back as the definition's rows, in the other language's page too
    expect((await parseSheet(bytes, DEF, 'en', 'workbook-test')).rows).toEqual([{ row: 2, values: { code: 'C1', name: '苹果', qty: '3' } }]);
  });

  it('lists valid codes on a second sheet, in the page’s language', async () => {
    const bytes = await templateWorkbook(DEF, 'en', {
      codeLists: [{ title: 'Fruit', items: [{ code: 'AP', nameZh: '苹果', nameEn: 'Apple' }] }],
    });
    const book = await load(bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Data', 'Codes']);
    expect(await rowsOf(bytes, 2)).toEqual([['Fruit'], ['Code', 'Chinese name', 'English name'], ['AP', '苹果', 'Apple']]);
    expect(await rowsOf(bytes)).toEqual([
      ['Code*', 'Name*', 'Quantity'],
      ['C1', 'Apple', '3'],
    ]);
  });
});

describe('annotatedWorkbook', () => {
  it('adds an error column: a header, and each row’s messages (column: message; …)', async () => {
    const upload = await xlsxOf(
      [
        ['代码', '名称', '数量'],
        ['C1', 'Apple', 2],
        ['', 'Pear', 1],
        ['C3', '', 'x'],
      ],
      '我的表',
    );
    const errors = [
      { row: 3, column: '代码', value: '', message: '必填项为空，该行已被过滤' },
      { row: 4, column: '名称', value: '', message: '必填项为空，该行已被过滤' },
      { row: 4, column: '数量', value: 'x', message: '数量须为1–9999的整数' },
    ];
    const bytes = await annotatedWorkbook(upload, errors, 'zh-Hans', 'workbook-test');
    const book = await load(bytes);
    expect(book.worksheets[0].name).toBe('我的表');
    expect(await rowsOf(bytes)).toEqual([
      ['代码', '名称', '数量', '错误信息'],
      ['C1', 'Apple', 2],
      ['', 'Pear', 1, '代码: 必填项为空，该行已被过滤'],
      ['C3', '', 'x', '名称: 必填项为空，该行已被过滤; 数量: 数量须为1–9999的整数'],
    ]);
    expect(book.worksheets[0].getRow(4).getCell(4).font?.color?.argb).toBe('FFC0392B');
  });

  it('annotates an .xls upload as .xlsx, in English', async () => {
    const bytes = await annotatedWorkbook(
      xlsOf([
        ['Code', 'Name'],
        ['C1', 'A'],
      ]),
      [{ row: 2, column: 'Code', value: 'C1', message: 'Bad.' }],
      'en',
      'workbook-test',
    );
    expect(await rowsOf(bytes)).toEqual([
      ['Code', 'Name', 'Errors'],
      ['C1', 'A', 'Code: Bad.'],
    ]);
  });
});

describe('attachment', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachment('包裹预报导入模板.xlsx')).toBe(`attachment; filename="________.xlsx"; filename*=UTF-8''${encodeURIComponent('包裹预报导入模板.xlsx')}`);
    expect(attachment('parcel "x".xlsx')).toBe(`attachment; filename="parcel _x_.xlsx"; filename*=UTF-8''parcel%20%22x%22.xlsx`);
  });
});
