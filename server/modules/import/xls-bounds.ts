// An .xls is an OLE2 compound file whose Workbook stream is a list of BIFF records. Within the 5 MB upload
// cap it can still declare 1.2 M shared strings (4 bytes each: a second of parsing and +250 MB), so the
// stream's records are walked before the parser runs: the shared-string table's declared size (what the
// parser reads), the rows and cells, and the records themselves are held to the same caps as an .xlsx.
import * as XLSX from '@e965/xlsx';
import { ApiError } from '../../errors.ts';
import { XML_CAPS, type XmlCaps } from './xml-bounds.ts';

/** BIFF records in the Workbook stream; a full template has about 6,000. */
export const XLS_MAX_RECORDS = 200_000;

const SST = 0x00fc;
const ROW = 0x0208;
const MULRK = 0x00bd;
const MULBLANK = 0x00be;
/** One cell each: FORMULA, BLANK, NUMBER, LABEL, BOOLERR, RK, LABELSST, RSTRING. */
const CELL = new Set([0x0006, 0x0201, 0x0203, 0x0204, 0x0205, 0x027e, 0x00fd, 0x00d6]);

const unreadable = () => new ApiError(400, 'ImportFileUnreadable', 'importFileUnreadable');
const tooMuch = () => new ApiError(400, 'ImportSheetTooLarge', 'importSheetTooLarge');

export interface XlsCounts {
  records: number;
  sharedStrings: number;
  rows: number;
  cells: number;
}

/** The Workbook stream (BIFF8) or Book stream (BIFF5) of a compound file; anything else is no .xls we read. */
export function workbookStream(bytes: Uint8Array): Uint8Array {
  let entry: { content?: unknown } | null;
  try {
    // The reader takes a plain Uint8Array (bytes from another thread) for something else than a Buffer.
    const data = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const cfb = XLSX.CFB.read(data, { type: 'buffer' });
    if (XLSX.CFB.find(cfb, '/encryption')) throw unreadable();
    entry = XLSX.CFB.find(cfb, '/Workbook') ?? XLSX.CFB.find(cfb, '/Book');
  } catch {
    throw unreadable();
  }
  const content = entry?.content;
  if (!(content instanceof Uint8Array) || content.length === 0) throw unreadable();
  return content;
}

/** Counts the stream's records, the shared strings they declare, rows and cells (MULRK/MULBLANK: each cell). */
export function countBiff(stream: Uint8Array): XlsCounts {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const counts: XlsCounts = { records: 0, sharedStrings: 0, rows: 0, cells: 0 };
  for (let at = 0; at + 4 <= stream.length;) {
    const type = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    counts.records += 1;
    if (type === SST && size >= 8) counts.sharedStrings += view.getUint32(at + 8, true);
    else if (type === ROW) counts.rows += 1;
    else if (CELL.has(type)) counts.cells += 1;
    else if (type === MULRK && size > 6) counts.cells += Math.floor((size - 6) / 6);
    else if (type === MULBLANK && size > 6) counts.cells += Math.floor((size - 6) / 2);
    at += 4 + size;
  }
  return counts;
}

/** Refuses an .xls whose Workbook stream holds more than an import can need; unreadable without one. */
export function checkXlsBounds(bytes: Uint8Array, caps: XmlCaps = XML_CAPS, maxRecords = XLS_MAX_RECORDS): void {
  const counts = countBiff(workbookStream(bytes));
  if (counts.records > maxRecords || counts.sharedStrings > caps.sharedStrings || counts.rows > caps.rows || counts.cells > caps.cells) {
    throw tooMuch();
  }
}
