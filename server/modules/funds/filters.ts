// The wallet tab's kinds, shared by the money lists (their date bounds and number prefix: server/kernel/list.ts).
import { WALLET_TABS, type TransactionKind } from '../../../lib/contract/money-rules.ts';
import type { RecordFilter } from '../../../lib/contract/wire.ts';

/** The kinds a filter asks for: its tab's (default all), narrowed to `kind` when that is in the tab. */
export function kindsOf(filter: Pick<RecordFilter, 'tab' | 'kind'>): TransactionKind[] {
  const tabKinds: readonly TransactionKind[] = WALLET_TABS[filter.tab ?? 'all'];
  if (!filter.kind) return [...tabKinds];
  return tabKinds.includes(filter.kind) ? [filter.kind] : [];
}
