// The client-side checks of a spreadsheet before it is sent (SPEC section 5: .xls or .xlsx, at most 5M,
// one file at a time), and saving what the server answers as a file. Shared by every spreadsheet upload
// (the parcels' bulk import, the transhipment orders' batch).
import { SPREADSHEET_EXTENSIONS, UPLOAD_MAX_BYTES } from '@/lib/contract/constants';

/** One file at a time. */
export const IMPORT_FILE_COUNT = 1;

/** The `validation` catalog key of what is wrong with the chosen files, or null. */
export type SpreadsheetProblem = 'fileCountLimit' | 'spreadsheetType' | 'fileTooLarge';

export function spreadsheetProblem(file: { name: string; size: number }, count = 1): SpreadsheetProblem | null {
  if (count > IMPORT_FILE_COUNT) return 'fileCountLimit';
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(SPREADSHEET_EXTENSIONS as readonly string[]).includes(extension)) return 'spreadsheetType';
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** `orders.xls` → `orders-errors.xlsx` (the annotated file is always .xlsx). */
export function annotatedFileName(name: string, suffix: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'import';
  return `${base}-${suffix}.xlsx`;
}

/** A blob answer's JSON error body made readable again, so the usual failure message applies. */
export async function readBlobFailure(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (!response || typeof Blob === 'undefined' || !(response.data instanceof Blob)) return error;
  try {
    response.data = JSON.parse(await response.data.text());
  } catch {
    response.data = undefined;
  }
  return error;
}

/** Saves a blob under a file name (a temporary same-page link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
