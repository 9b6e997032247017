// Writing workbooks with exceljs: the header style the template and the annotated file share, and the
// annotated file itself (the uploaded sheet's cells and an error column), which the parse worker builds
// (parse-worker.ts) so neither reading the upload nor writing thousands of cells runs on a request's thread.
import ExcelJS from 'exceljs';
import { headerIndex } from './cell-text.ts';
import type { SheetMatrix } from './read-matrix.ts';

/** One row's errors, as the annotated file shows them. */
export interface RowNote {
  row: number;
  text: string;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const BORDER: Partial<ExcelJS.Borders> = { bottom: { style: 'thin', color: { argb: 'FF8C9BB0' } } };

export async function toBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.border = BORDER;
  });
}

/** The matrix's cells where they were, and one more column: `header` on the header row, each row's notes below. */
export async function annotateMatrix(matrix: SheetMatrix, notes: RowNote[], header: string): Promise<Buffer> {
  const { cells, firstRow, firstColumn, sheetName } = matrix;
  const byRow = new Map<number, string[]>();
  for (const note of notes) byRow.set(note.row, [...(byRow.get(note.row) ?? []), note.text]);
  const headerAt = headerIndex(cells);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName || 'Sheet1', { views: [{ state: 'frozen', ySplit: Math.max(0, headerAt) + firstRow }] });
  const width = cells.reduce((max, row) => Math.max(max, row?.length ?? 0), 0);
  const errorColumn = firstColumn + width;
  cells.forEach((row, i) => {
    const sheetRow = sheet.getRow(firstRow + i);
    row?.forEach((value, j) => {
      if (value !== null && value !== undefined) sheetRow.getCell(firstColumn + j).value = value as ExcelJS.CellValue;
    });
    if (i === headerAt) {
      sheetRow.getCell(errorColumn).value = header;
      styleHeader(sheetRow);
    }
    const texts = byRow.get(firstRow + i);
    if (texts) {
      const cell = sheetRow.getCell(errorColumn);
      cell.value = texts.join('; ');
      cell.font = { color: { argb: 'FFC0392B' } };
    }
  });
  sheet.getColumn(errorColumn).width = 60;
  return toBuffer(book);
}
