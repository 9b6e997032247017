// Reading the first sheet of an uploaded workbook (.xlsx or .xls) into trimmed text cells, and matching its
// header row against a definition in either language.
import * as XLSX from '@e965/xlsx';
import type { Locale } from '../../../lib/contract/constants.ts';
import { ApiError } from '../../errors.ts';
import { format, type ImportDefinition, normalizeHeader } from './definition.ts';
import { checkZipBounds } from './zip-bounds.ts';

export interface SheetMatrix {
  /** The first sheet's rows from `firstRow` on, blank rows kept; cells as read (numbers, text, booleans). */
  cells: unknown[][];
  /** The 1-based sheet row of `cells[0]`, and column of `cells[…][0]`. */
  firstRow: number;
  firstColumn: number;
  sheetName: string;
}

export interface SheetRow<K extends string = string> {
  /** The 1-based row number in the sheet (the row a spreadsheet program shows). */
  row: number;
  /** Every column of the definition, trimmed text ('' when empty or absent). */
  values: Record<K, string>;
}

export interface ParsedSheet<K extends string = string> {
  headerRow: number;
  rows: SheetRow<K>[];
}

const unreadable = () => new ApiError(400, 'ImportFileUnreadable', 'importFileUnreadable');

/**
 * The first sheet, parsed no further than `rowCap` rows (a bound on the work a hostile file can cause);
 * `truncated` when the sheet goes on past it. An .xlsx (ZIP) package is measured first (zip-bounds.ts).
 */
export function readMatrix(bytes: Uint8Array, rowCap: number): SheetMatrix & { truncated: boolean } {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) checkZipBounds(bytes);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', dense: true, sheetRows: rowCap, cellFormula: false, cellHTML: false, cellStyles: false, bookVBA: false });
  } catch {
    throw unreadable();
  }
  const sheet = book.SheetNames.length > 0 ? book.Sheets[book.SheetNames[0]] : undefined;
  if (!sheet) throw unreadable();
  const ref = sheet['!ref'];
  const sheetName = book.SheetNames[0];
  if (!ref) return { cells: [], firstRow: 1, firstColumn: 1, sheetName, truncated: false };
  const range = XLSX.utils.decode_range(ref);
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : range;
  const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  return { cells, firstRow: range.s.r + 1, firstColumn: range.s.c + 1, sheetName, truncated: full.e.r > range.e.r };
}

/** A cell as trimmed text; numbers as a spreadsheet shows them (15 significant digits, no exponent for integers). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const rounded = Number(value.toPrecision(15));
    return Number.isInteger(rounded) && Math.abs(rounded) >= 1e21 ? BigInt(rounded).toString() : String(rounded);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

const isBlank = (row: unknown[] | undefined) => !row || row.every((cell) => cellText(cell) === '');

/** Index of the first non-blank row (the header), or -1. */
export function headerIndex(cells: unknown[][]): number {
  return cells.findIndex((row) => !isBlank(row));
}

/** Definition key → index of its column in the header row (unknown headers, such as an error column, are ignored). */
export function matchHeader<K extends string>(header: unknown[], definition: ImportDefinition<K>): Map<K, number> {
  const found = new Map<K, number>();
  header.forEach((cell, index) => {
    const text = normalizeHeader(cellText(cell));
    if (!text) return;
    const column = definition.columns.find(
      (c) => !found.has(c.key) && [c.header['zh-Hans'], c.header.en, c.key].some((h) => normalizeHeader(h) === text),
    );
    if (column) found.set(column.key, index);
  });
  return found;
}

/**
 * The first sheet's data rows: the header (first non-blank row) in either language, blank rows left out,
 * every cell trimmed text. Refuses, as a whole, a file with a required column missing or more than
 * `maxRows` data rows.
 */
export function parseSheet<K extends string>(bytes: Uint8Array, definition: ImportDefinition<K>, locale: Locale): ParsedSheet<K> {
  const tooMany = () => new ApiError(400, 'ImportTooManyRows', format(locale, 'importTooManyRows', { max: definition.maxRows }));
  // Blank rows do not count, so read some past the limit before calling the file too long.
  const { cells, firstRow, truncated } = readMatrix(bytes, definition.maxRows * 2 + 20);
  const at = headerIndex(cells);
  if (at < 0) throw new ApiError(400, 'ImportNoRows', 'importNoRows');
  const columns = matchHeader(cells[at], definition);
  const missing = definition.columns.filter((c) => c.required && !columns.has(c.key));
  if (missing.length > 0) {
    const names = missing.map((c) => c.header[locale]).join(locale === 'en' ? ', ' : '、');
    throw new ApiError(400, 'ImportMissingColumns', format(locale, 'importMissingColumns', { columns: names }));
  }
  const rows: SheetRow<K>[] = [];
  for (let i = at + 1; i < cells.length; i++) {
    const values = {} as Record<K, string>;
    for (const column of definition.columns) {
      const index = columns.get(column.key);
      values[column.key] = index === undefined ? '' : cellText(cells[i]?.[index]);
    }
    if (Object.values<string>(values).every((v) => v === '')) continue;
    if (rows.length === definition.maxRows) throw tooMany();
    rows.push({ row: firstRow + i, values });
  }
  if (truncated) throw tooMany();
  if (rows.length === 0) throw new ApiError(400, 'ImportNoRows', 'importNoRows');
  return { headerRow: firstRow + at, rows };
}
