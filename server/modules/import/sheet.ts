// Reading the first sheet of an uploaded workbook (.xlsx or .xls) into trimmed text cells, and matching its
// header row against a definition in either language. The file itself is read by the parse pool's worker
// (parse-pool.ts, read-matrix.ts); what comes back is a bounded matrix, matched here.
import type { Locale } from '../../../lib/contract/constants.ts';
import { ApiError } from '../../errors.ts';
import { cellText, headerIndex } from './cell-text.ts';
import { format, type ImportDefinition, normalizeHeader } from './definition.ts';
import { importPool } from './parse-pool.ts';
import type { SheetMatrix } from './read-matrix.ts';

export { cellText, headerIndex } from './cell-text.ts';
export type { SheetMatrix } from './read-matrix.ts';

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

/** Rows read for a definition: blank rows do not count, so some past the limit before calling a file too long. */
export const rowCapOf = (definition: ImportDefinition) => definition.maxRows * 2 + 20;

/** Definition key → index of its column in the header row (unknown headers, such as an error column, are ignored). */
export function matchHeader<K extends string>(header: unknown[], definition: ImportDefinition<K>): Map<K, number> {
  const found = new Map<K, number>();
  header.forEach((cell, index) => {
    const text = normalizeHeader(cellText(cell));
    if (!text) return;
    const column = definition.columns.find((c) => !found.has(c.key) && [c.header['zh-Hans'], c.header.en, c.key].some((h) => normalizeHeader(h) === text));
    if (column) found.set(column.key, index);
  });
  return found;
}

/**
 * The first sheet's data rows: the header (first non-blank row) in either language, blank rows left out,
 * every cell trimmed text. Refuses, as a whole, a file with a required column missing or more than
 * `maxRows` data rows.
 */
export function sheetRows<K extends string>(matrix: SheetMatrix, definition: ImportDefinition<K>, locale: Locale): ParsedSheet<K> {
  const tooMany = () => new ApiError(400, 'ImportTooManyRows', format(locale, 'importTooManyRows', { max: definition.maxRows }));
  const { cells, firstRow, truncated } = matrix;
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

/**
 * An upload read for a definition (sheetRows) by the parse pool: off the request thread, within the caps
 * and the deadline, one file per `owner` (the customer) at a time.
 */
export async function parseSheet<K extends string>(bytes: Uint8Array, definition: ImportDefinition<K>, locale: Locale, owner: string): Promise<ParsedSheet<K>> {
  const matrix = await importPool().run({ kind: 'matrix', bytes, rowCap: rowCapOf(definition) }, { owner });
  return sheetRows(matrix, definition, locale);
}
