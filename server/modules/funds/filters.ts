// Filters shared by the money lists: date bounds (a date-only bound is a day of the warehouses' time,
// UTC+8, and `to` includes that whole day), the wallet tab's kinds, a number prefix.
import { WALLET_TABS, type TransactionKind } from '../../../lib/contract/money-rules.ts';
import type { RecordFilter } from '../../../lib/contract/wire.ts';
import { fieldError } from '../../kernel/router.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function bound(field: 'from' | 'to', value: string | null | undefined): Date | null {
  const v = value?.trim();
  if (!v) return null;
  const day = DATE_ONLY.test(v);
  const d = new Date(day ? `${v}T00:00:00+08:00` : v);
  if (Number.isNaN(d.getTime())) throw fieldError(field, 'fieldInvalid');
  if (day && field === 'to') d.setTime(d.getTime() + 86_400_000);
  return d;
}

/** `from` inclusive, `to` exclusive. */
export function dateRange(filter: Pick<RecordFilter, 'from' | 'to'>): { from: Date | null; to: Date | null } {
  return { from: bound('from', filter.from), to: bound('to', filter.to) };
}

/** The kinds a filter asks for: its tab's (default all), narrowed to `kind` when that is in the tab. */
export function kindsOf(filter: Pick<RecordFilter, 'tab' | 'kind'>): TransactionKind[] {
  const tabKinds: readonly TransactionKind[] = WALLET_TABS[filter.tab ?? 'all'];
  if (!filter.kind) return [...tabKinds];
  return tabKinds.includes(filter.kind) ? [filter.kind] : [];
}

/** A LIKE prefix of an upper-cased number, with LIKE's own characters escaped. */
export const numberPrefix = (keyword: string) => `${keyword.trim().toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
