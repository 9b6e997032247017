// Test helpers: workbooks built with exceljs, and multipart requests carrying them.
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { TestContext } from '../../test/harness.ts';

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

/**
 * POSTs these parts to `/api{path}` as the member (their site's host, their session): the status, the
 * headers, the JSON answer (`data`) or, for a file, its bytes.
 */
export async function postForm(
  app: TestContext['app'],
  member: { host: string; token: string },
  path: string,
  parts: Part[],
  lang = 'zh-Hans',
  headers: Record<string, string> = {},
) {
  const res = await app.request(`http://${member.host}/api${path}`, {
    method: 'POST',
    headers: { host: member.host, 'accept-language': lang, authorization: `Bearer ${member.token}`, ...headers },
    body: formOf(parts),
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    data: (type.includes('json') ? await res.json() : null) as any,
    bytes: type.includes('json') ? null : Buffer.from(await res.arrayBuffer()),
  };
}
