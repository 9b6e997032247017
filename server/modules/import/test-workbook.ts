// Test helpers: workbooks built with exceljs, and multipart requests carrying them.
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';

/** An .xlsx of one sheet with these rows (the first is the header). */
export async function xlsxOf(rows: (string | number | boolean | null)[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The same rows as a legacy .xls (BIFF8). */
export function xlsOf(rows: (string | number | boolean | null)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** The first sheet of a workbook as rows of values (exceljs, as a customer's program would read it). */
export async function rowsOf(bytes: Uint8Array, sheet = 1): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[sheet - 1].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

export interface Part {
  name: string;
  value: string | Uint8Array;
  fileName?: string;
}

/** A multipart/form-data body (FormData) of these parts. */
export function formOf(parts: Part[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string' && part.fileName === undefined) form.append(part.name, part.value);
    else form.append(part.name, new File([part.value as BlobPart], part.fileName ?? 'upload.xlsx'));
  }
  return form;
}
