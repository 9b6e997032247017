// Reading the first sheet of a workbook into a matrix of cells. Runs in the parse worker (parse-worker.ts),
// never on a request's thread: the package is measured first (zip-bounds.ts and xml-bounds.ts for .xlsx,
// xls-bounds.ts for .xls), then parsed no further than the rows asked for and no wider than MAX_COLUMNS.
import * as XLSX from '@e965/xlsx';
import { ApiError } from '../../errors.ts';
import { checkXlsBounds } from './xls-bounds.ts';
import { checkXmlBounds } from './xml-bounds.ts';
import { inflateParts } from './zip-bounds.ts';

export interface SheetMatrix {
  /** The first sheet's rows from `firstRow` on, blank rows kept; cells as read (numbers, text, booleans). */
  cells: unknown[][];
  /** The 1-based sheet row of `cells[0]`, and column of `cells[…][0]`. */
  firstRow: number;
  firstColumn: number;
  sheetName: string;
  /** The sheet goes on past the rows read. */
  truncated: boolean;
}

/**
 * Columns of the used range: two cells 16,000 columns apart would otherwise make every row read that wide
 * (1,000 rows of A and XFD: 16 M cells, a second and 400 MB). A template has at most 18.
 */
export const MAX_COLUMNS = 256;

const unreadable = () => new ApiError(400, 'ImportFileUnreadable', 'importFileUnreadable');

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;
const isOle2 = (bytes: Uint8Array) => bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/** The first sheet, parsed no further than `rowCap` rows; refuses what no import needs before parsing it. */
export function readMatrix(bytes: Uint8Array, rowCap: number): SheetMatrix {
  // Bytes that crossed from another thread arrive as a plain Uint8Array; the parsers want a Buffer.
  const data = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isZip(data)) checkXmlBounds(inflateParts(data));
  else if (isOle2(data)) checkXlsBounds(data);
  else throw unreadable();
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(data, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      sheetRows: rowCap,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw unreadable();
  }
  const sheetName = book.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : book.Sheets[sheetName];
  if (!sheet) throw unreadable();
  const ref = sheet['!ref'];
  if (!ref) return { cells: [], firstRow: 1, firstColumn: 1, sheetName, truncated: false };
  const range = XLSX.utils.decode_range(ref);
  if (range.e.c - range.s.c + 1 > MAX_COLUMNS) throw new ApiError(400, 'ImportSheetTooLarge', 'importSheetTooLarge');
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : range;
  const cells = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  return { cells, firstRow: range.s.r + 1, firstColumn: range.s.c + 1, sheetName, truncated: full.e.r > range.e.r };
}
