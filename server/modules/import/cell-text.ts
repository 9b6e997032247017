// Cells as text, and the header row: shared by the parse worker (the annotated file) and the request side
// (matching the header, reading rows).

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
