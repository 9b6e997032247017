// What an .xls may hold before it is parsed: its Workbook stream's records are walked and held to the
// same caps as an .xlsx.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { refusalCode, sharedStringsBombXls } from './test-hostile.ts';
import { xlsOf } from './test-workbook.ts';
import { checkXlsBounds, countBiff, workbookStream } from './xls-bounds.ts';
import { XML_CAPS } from './xml-bounds.ts';

const code = refusalCode;

describe('xls bounds', () => {
  it('a workbook of 500 rows passes, counted cell by cell', () => {
    const rows = [['Code', 'Name', 'Qty'], ...Array.from({ length: 500 }, (_, i) => [`C${i}`, `Name ${i}`, i])];
    const bytes = xlsOf(rows);
    expect(countBiff(workbookStream(bytes))).toMatchObject({ cells: 1503 });
    expect(code(() => checkXlsBounds(bytes))).toBeNull();
  });

  it('refuses 1.2 M declared shared strings (a 4.8 MB file) before parsing', () => {
    const bomb = sharedStringsBombXls();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(countBiff(workbookStream(bomb)).sharedStrings).toBe(1_200_000);
    expect(code(() => checkXlsBounds(bomb))).toBe('ImportSheetTooLarge');
    expect(code(() => checkXlsBounds(sharedStringsBombXls(XML_CAPS.sharedStrings)))).toBeNull();
  });

  it('a compound file without a Workbook stream, or no compound file at all, is unreadable', () => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, 'WordDocument', Buffer.from('not a workbook'));
    expect(code(() => checkXlsBounds(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer))).toBe('ImportFileUnreadable');
    expect(code(() => checkXlsBounds(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])))).toBe('ImportFileUnreadable');
  });
});
