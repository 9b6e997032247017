// Printing helpers shared by the bench sections.

/** KB with one decimal (1 KB = 1024 bytes). */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The p-th percentile (0–100) of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function heading(text) {
  console.log(`\n== ${text} ==`);
}

/**
 * Prints rows as aligned columns. columns: [{ title, align: 'left' | 'right' }]; rows: arrays of cells
 * (anything; printed with String()). The last column is never padded.
 */
export function printTable(columns, rows) {
  const cells = rows.map((row) => row.map((cell) => (cell === undefined || cell === null ? '' : String(cell))));
  const widths = columns.map((column, index) => Math.max(column.title.length, ...cells.map((row) => row[index].length)));
  const line = (values) =>
    values
      .map((value, index) => {
        if (index === values.length - 1) return value;
        return columns[index].align === 'right' ? value.padStart(widths[index]) : value.padEnd(widths[index]);
      })
      .join('  ')
      .trimEnd();
  console.log(line(columns.map((column) => column.title)));
  for (const row of cells) console.log(line(row));
}
