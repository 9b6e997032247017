// A top-up in progress as the wallet's client island receives it (components/ui/list/compact-row.ts): what its card
// shows, not the rates, proofs and payment steps its own page reads.
import type { Topup } from '@/lib/api/funds';
import { compactRow, type CompactRow } from '@/components/ui/list/compact-row';

const SHOWN = ['id', 'method', 'status', 'creditAmount', 'createdAt'] as const;

export type TopupRow = CompactRow<Topup, (typeof SHOWN)[number], never>;

export const topupRowOf = (topup: Topup): TopupRow => compactRow(topup, SHOWN, []);
