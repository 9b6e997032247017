// Workbooks the import writes: the template (headers in the page's language, an example row, optional lists of
// valid codes on a second sheet) and the uploaded file annotated with an error column (written by the parse
// pool's worker, annotate.ts).
import ExcelJS from 'exceljs';
import type { Locale } from '../../../lib/contract/constants.ts';
import { t } from '../../i18n.ts';
import { styleHeader, toBuffer } from './annotate.ts';
import { headerText, type ImportDefinition } from './definition.ts';
import { importPool } from './parse-pool.ts';
import type { ImportError } from './validate.ts';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One list of valid values on the template's codes sheet (warehouses, carriers, goods types…). */
export interface CodeList {
  title: string;
  items: { code: string; nameZh: string; nameEn: string }[];
}

export interface TemplateExtras<K extends string> {
  /** The example row's values (the definition's own examples otherwise). */
  example?: Partial<Record<K, string>>;
  /** Columns whose example is written as a number (quantities, amounts). */
  numeric?: K[];
  codeLists?: CodeList[];
}

/** The template: one header row (required columns marked `*`) and one example row. */
export async function templateWorkbook<K extends string>(definition: ImportDefinition<K>, locale: Locale, extras: TemplateExtras<K> = {}): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(definition.sheetName[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = definition.columns.map((c) => ({ key: c.key, width: c.width ?? 16 }));
  styleHeader(sheet.addRow(definition.columns.map((c) => headerText(c, locale))));
  definition.columns.forEach((c, i) => {
    if (c.required) sheet.getRow(1).getCell(i + 1).font = { bold: true, color: { argb: 'FFC0392B' } };
    // Text columns stay text: tracking numbers keep leading zeros and are never shown as 1.2E+11.
    if (!extras.numeric?.includes(c.key)) sheet.getColumn(i + 1).numFmt = '@';
  });
  sheet.addRow(
    definition.columns.map((c) => {
      const value = extras.example?.[c.key] ?? c.example ?? '';
      return extras.numeric?.includes(c.key) && value !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    }),
  );
  if (extras.codeLists?.length) {
    const codes = book.addWorksheet(t(locale, 'importCodesSheet'));
    codes.columns = [{ width: 28 }, { width: 24 }, { width: 30 }];
    for (const list of extras.codeLists) {
      codes.addRow([list.title]).font = { bold: true, size: 12 };
      styleHeader(codes.addRow([t(locale, 'importCodesCode'), t(locale, 'importCodesNameZh'), t(locale, 'importCodesNameEn')]));
      for (const item of list.items) codes.addRow([item.code, item.nameZh, item.nameEn]);
      codes.addRow([]);
    }
  }
  return toBuffer(book);
}

/**
 * The uploaded sheet's cells with one more column: the errors of each row ("column: message; …"). Read and
 * written in the parse pool, as the customer's (`owner`) one job at a time.
 */
export async function annotatedWorkbook(bytes: Uint8Array, errors: ImportError[], locale: Locale, owner: string, rowCap = 2000): Promise<Buffer> {
  const notes = errors.map((e) => ({ row: e.row, text: `${e.column}: ${e.message}` }));
  const out = await importPool().run({ kind: 'annotate', bytes, rowCap, notes, header: t(locale, 'importErrorColumn') }, { owner });
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), so a Chinese name survives. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
