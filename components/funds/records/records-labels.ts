// Labels of the money enumerations (catalog `funds`), and the lists the records toolbars offer.
import type { useTranslations } from 'next-intl';
import { TRANSACTION_KINDS } from '@/lib/contract/money-rules';
import { PaymentMethod, PaymentStatus } from '@/lib/contract/enums';

export type RecordsT = ReturnType<typeof useTranslations<'records'>>;
export type FundsT = ReturnType<typeof useTranslations<'funds'>>;

export const PAYMENT_STATUSES: readonly number[] = Object.values(PaymentStatus);
export const PAYMENT_METHODS: readonly number[] = Object.values(PaymentMethod);
export { TRANSACTION_KINDS };
/** The fund account log's line types (server/modules/funds/ledger.ts JournalType). */
export const FUND_LOG_TYPES = ['topup', 'payment', 'refund', 'adjustment', 'reversal'] as const;

const known = (list: readonly (string | number)[], value: string | number) => list.some((one) => String(one) === String(value));

/** `funds.kind.<kind>`; an unknown kind shows as sent. */
export function kindLabel(funds: FundsT, kind: string): string {
  return known(TRANSACTION_KINDS, kind) ? funds(`kind.${kind}` as 'kind.topup') : kind;
}

/** A fund log line's type: `funds.kind.*`, or `records.logType.reversal`. */
export function logTypeLabel(funds: FundsT, t: RecordsT, type: string): string {
  return type === 'reversal' ? t('logType.reversal') : kindLabel(funds, type);
}

export function statusLabel(funds: FundsT, status: number): string {
  return known(PAYMENT_STATUSES, status) ? funds(`status.${status}` as 'status.1') : String(status);
}

/** `funds.method.<n>` (0 = the wallet itself). */
export function methodLabel(funds: FundsT, method: number): string {
  return known([0, ...PAYMENT_METHODS], method) ? funds(`method.${method}` as 'method.1') : String(method);
}

/**
 * What a record's amount did not do yet, or undefined when the money moved (Successful). An unpaid, closed or
 * unreviewed top-up is not money in, an unpaid payment not money out: the amount shows unsigned with this note.
 */
export function unsettledNote(funds: FundsT, record: { status: number; amount: number }): string | undefined {
  if (record.status === PaymentStatus.Successfully) return undefined;
  return funds(record.amount < 0 ? 'unsettled.out' : 'unsettled.in');
}

export function reasonLabel(funds: FundsT, code: string): string {
  return known(['compensation', 'correction', 'withdrawal', 'expiry'], code) ? funds(`reason.${code}` as 'reason.expiry') : code;
}

/** A select's options: value and label. */
export interface Choice {
  value: string;
  label: string;
}

export const choicesOf = <V extends string | number>(values: readonly V[], label: (value: V) => string): Choice[] =>
  values.map((value) => ({ value: String(value), label: label(value) }));
