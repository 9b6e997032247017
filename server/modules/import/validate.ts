// Row errors in the contract's shape { row, column, value, message } (column = the header in the request's
// language), the generic checks every import shares: required cells (such a row is left out, SPEC section 5)
// and rows repeated word for word.
import type { Locale } from '../../../lib/contract/constants.ts';
import type { MessageKey } from '../../i18n.ts';
import { format, type ImportDefinition } from './definition.ts';
import type { SheetRow } from './sheet.ts';

export interface ImportError {
  row: number;
  column: string;
  value: string;
  message: string;
}

export interface ErrorList<K extends string> {
  add(row: number, column: K, value: string, key: MessageKey, params?: Record<string, string | number>): void;
  /** Whether this cell has an error already. */
  has(row: number, column: K): boolean;
  /** Rows that have at least one error. */
  rows(): Set<number>;
  /** By row, then in the definition's column order. */
  list(): ImportError[];
}

export function errorList<K extends string>(definition: ImportDefinition<K>, locale: Locale): ErrorList<K> {
  const order = new Map(definition.columns.map((c, i) => [c.key, i]));
  const items: (ImportError & { order: number })[] = [];
  const cells = new Set<string>();
  return {
    add(row, column, value, key, params) {
      const at = order.get(column) ?? 0;
      cells.add(`${row}:${column}`);
      items.push({ row, column: definition.columns[at].header[locale], value, message: format(locale, key, params), order: at });
    },
    has: (row, column) => cells.has(`${row}:${column}`),
    rows: () => new Set(items.map((e) => e.row)),
    list: () => [...items].sort((a, b) => a.row - b.row || a.order - b.order).map(({ order: _order, ...error }) => error),
  };
}

export interface RequiredResult<K extends string> {
  kept: SheetRow<K>[];
  /** Rows left out because a required cell was empty (each empty cell is also an error). */
  skippedRows: number[];
}

/** SPEC section 5: a row with missing required information is filtered out (and listed). */
export function filterRequired<K extends string>(rows: SheetRow<K>[], definition: ImportDefinition<K>, errors: ErrorList<K>): RequiredResult<K> {
  const kept: SheetRow<K>[] = [];
  const skippedRows: number[] = [];
  for (const row of rows) {
    const empty = definition.columns.filter((c) => c.required && row.values[c.key] === '');
    for (const column of empty) errors.add(row.row, column.key, '', 'importRequiredMissing');
    if (empty.length > 0) skippedRows.push(row.row);
    else kept.push(row);
  }
  return { kept, skippedRows };
}

/**
 * Rows identical to an earlier row (every cell, case aside) get an error: a line copied twice is rarely
 * meant. Returns their row numbers.
 */
export function flagDuplicateRows<K extends string>(rows: SheetRow<K>[], definition: ImportDefinition<K>, errors: ErrorList<K>): number[] {
  const seen = new Map<string, number>();
  const first = definition.groupBy ?? definition.columns[0].key;
  const duplicates: number[] = [];
  for (const row of rows) {
    const signature = JSON.stringify(definition.columns.map((c) => row.values[c.key].toUpperCase()));
    const earlier = seen.get(signature);
    if (earlier === undefined) {
      seen.set(signature, row.row);
      continue;
    }
    errors.add(row.row, first, row.values[first], 'importDuplicateRow', { row: earlier });
    duplicates.push(row.row);
  }
  return duplicates;
}

/** Rows grouped by the definition's `groupBy` value (as given by `keyOf`), in first-seen order. */
export function groupRows<K extends string>(rows: SheetRow<K>[], keyOf: (row: SheetRow<K>) => string): SheetRow<K>[][] {
  const groups = new Map<string, SheetRow<K>[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}
