// A money record as a client table receives it (components/ui/list/compact-row.ts): what its row shows and links to,
// not the payment currency, references and timestamps the record's own page reads. The wallet's records and bills
// and the transaction records list use it.
import type { TransactionRecord } from '@/lib/api/funds';
import { compactRow, type CompactRow } from '@/components/ui/list/compact-row';

const REQUIRED = ['id', 'kind', 'status', 'method', 'amount', 'createdAt'] as const;
const OPTIONAL = ['title', 'refId', 'topupId', 'balanceAfter'] as const;

/** A record as a row: its reference only when it is not the record's own number. */
export type RecordRow = CompactRow<TransactionRecord, (typeof REQUIRED)[number], (typeof OPTIONAL)[number]>;

export function recordRowOf(record: TransactionRecord): RecordRow {
  const row = compactRow(record, REQUIRED, OPTIONAL);
  if (row.refId === row.id) delete row.refId;
  return row;
}
