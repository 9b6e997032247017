// What an .xlsx may hold before it is parsed: a full template sits far below every cap; the file and
// its variants (prefixed tags, closing tags alone, tags in comments) are counted and refused early.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PARCEL_IMPORT } from '../parcels/import.ts';
import { TRANSHIPMENT_BATCH } from '../transhipment-order/batch-definition.ts';
import type { ImportDefinition } from './definition.ts';
import { MAX_COLUMNS, readMatrix } from './read-matrix.ts';
import { cellBomb, minimalXlsx, refusalCode, sharedStringsBomb, wideRange } from './test-hostile.ts';
import { templateWorkbook } from './workbook.ts';
import { checkXmlBounds, countXml, XML_CAPS } from './xml-bounds.ts';
import { inflateParts, ZIP_MAX_UNCOMPRESSED_BYTES } from './zip-bounds.ts';

const code = refusalCode;

/** A template of the definition's most rows, every column filled with long text, saved as a program would. */
async function fullTemplate(definition: ImportDefinition): Promise<Buffer> {
  const codes = Array.from({ length: 80 }, (_, i) => ({ code: `CODE${i}`, nameZh: `代码名称${i}`, nameEn: `Code name ${i}` }));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await templateWorkbook(definition, 'zh-Hans', { codeLists: [{ title: 'Codes', items: codes }] })) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  for (let r = 0; r < definition.maxRows; r += 1) {
    sheet.addRow(definition.columns.map((c) => `${c.key} ${r} 长文本内容长文本内容 ${'x'.repeat(24)}`));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('xml bounds', () => {
  it.each([
    ['parcels', PARCEL_IMPORT],
    ['transhipment orders', TRANSHIPMENT_BATCH],
  ] as [string, ImportDefinition][])('a full %s template is far below every cap (at most an eighth of each)', async (_name, definition) => {
    const parts = inflateParts(await fullTemplate(definition));
    const unpacked = parts.reduce((n, p) => n + p.data.length, 0);
    const counts = countXml(parts);
    expect(unpacked).toBeLessThan(ZIP_MAX_UNCOMPRESSED_BYTES / 8);
    for (const key of ['tags', 'sharedStrings', 'rows', 'cells'] as const) expect(counts[key], key).toBeLessThan(XML_CAPS[key] / 8);
    expect(counts.rows).toBeGreaterThan(definition.maxRows);
    expect(() => checkXmlBounds(parts)).not.toThrow();
  });

  it('refuses 900,000 shared strings (8 MB of XML, under the zip cap), stopping just past the cap', () => {
    const parts = inflateParts(sharedStringsBomb(900_000));
    expect(countXml(parts, XML_CAPS).sharedStrings).toBe(XML_CAPS.sharedStrings + 1);
    expect(code(() => checkXmlBounds(parts))).toBe('ImportSheetTooLarge');
  });

  it('refuses too many rows and cells', () => {
    expect(countXml(inflateParts(cellBomb(60_000)))).toMatchObject({ rows: 60_000, cells: 60_000 });
    expect(code(() => checkXmlBounds(inflateParts(cellBomb(60_000))))).toBe('ImportSheetTooLarge');
    expect(code(() => checkXmlBounds(inflateParts(cellBomb(1_000))))).toBeNull();
  });

  it('counts what a parser would split on: prefixed names, closing tags alone, tags in comments and CDATA', () => {
    const part = (xml: string) => [{ name: 'x.xml', data: Buffer.from(xml) }];
    expect(countXml(part('<x:sst><x:si><x:t>a</x:t></x:si><x:si/></x:sst>'))).toMatchObject({ sharedStrings: 2, tags: 7 });
    expect(countXml(part(`<sst><si>${'</si>'.repeat(10)}</sst>`)).sharedStrings).toBe(10);
    expect(countXml(part('<!-- <row><c/></row> --><![CDATA[<si>]]>'))).toMatchObject({ rows: 1, cells: 1, sharedStrings: 1 });
    // names that only start or end alike are not counted
    expect(countXml(part('<cols><col/></cols><rows/><sic/><xsi/>'))).toMatchObject({ rows: 0, cells: 0, sharedStrings: 0 });
    expect(code(() => checkXmlBounds(part('<a/>'.repeat(XML_CAPS.tags + 1))))).toBe('ImportSheetTooLarge');
  });

  it('refuses a used range wider than the columns an import can have (two cells far apart)', () => {
    expect(code(() => readMatrix(wideRange(), 1020))).toBe('ImportSheetTooLarge');
    const last = (n: number) => {
      let name = '';
      for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) name = String.fromCharCode(65 + ((i - 1) % 26)) + name;
      return name;
    };
    const atWidth = minimalXlsx(`<row r="1"><c r="A1"><v>1</v></c><c r="${last(MAX_COLUMNS)}1"><v>2</v></c></row>`);
    expect(readMatrix(atWidth, 10).cells[0]).toHaveLength(MAX_COLUMNS);
  });
});
