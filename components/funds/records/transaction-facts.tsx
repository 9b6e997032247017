import type { TransactionRecordDetail } from '@/lib/api/funds';
import { Facts, type Fact } from '@/components/ui/facts';
import { Money } from '@/components/ui/money';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import { kindLabel, methodLabel, reasonLabel, statusLabel, unsettledNote, type FundsT, type RecordsT } from './records-labels';
import { topupHref } from './records-paths';
import { SignedAmount } from './signed-amount';
import { StatusTag } from './status-tag';
import styles from './records.module.css';

type Record = Omit<TransactionRecordDetail, 'linked' | 'parent'>;

/** Whether the customer paid another currency or amount than the wallet moved (a top-up paid in USD …). */
export const paidOtherwise = (record: Record) => record.payCurrency !== record.currency || Math.abs(record.payAmount) !== Math.abs(record.amount);

/** The document a record is about: its top-up (linked), the adjustment's reason, or the document's number. */
function Document({ t, funds, record }: { t: RecordsT; funds: FundsT; record: Record }) {
  if (record.topupId) return <Link href={topupHref(record.topupId)}>{t('detail.topupLink', { id: record.topupId })}</Link>;
  if (record.refType === 'adjustment' && record.refId) return <>{reasonLabel(funds, record.refId)}</>;
  return record.refId ? <span className={styles.number}>{record.refId}</span> : <>-</>;
}

/** The facts every page of a record shows, by name (each page puts them in its order). */
export function recordFacts(t: RecordsT, funds: FundsT, record: Record, symbol: string): { [name in 'kind' | 'status' | 'title' | 'amount']: Fact } {
  return {
    kind: [t('col.kind'), kindLabel(funds, record.kind)],
    status: [t('col.status'), <StatusTag key="status" status={record.status} label={statusLabel(funds, record.status)} />],
    title: [t('col.title'), record.title || '-'],
    amount: [t('col.amount'), <SignedAmount key="amount" value={record.amount} symbol={symbol} unsettled={unsettledNote(funds, record)} />],
  };
}

/** One transaction record's facts: number, kind, status, method, amounts, the document it is about, times. */
export function TransactionFacts({ t, funds, record, symbol }: { t: RecordsT; funds: FundsT; record: Record; symbol: string }) {
  const fact = recordFacts(t, funds, record, symbol);
  return (
    <Facts
      className={styles.facts}
      items={[
        [
          t('detail.number'),
          <span key="number" className={styles.number}>
            {record.id}
          </span>,
        ],
        fact.kind,
        fact.status,
        [t('col.method'), methodLabel(funds, record.method)],
        fact.title,
        fact.amount,
        [t('detail.payAmount'), paidOtherwise(record) ? <Money value={record.payAmount} symbol={`${record.payCurrency} `} /> : null],
        [t('detail.document'), <Document key="document" t={t} funds={funds} record={record} />],
        [t('col.balanceAfter'), record.balanceAfter === null ? t('detail.notPosted') : <Money key="balance" value={record.balanceAfter} symbol={symbol} />],
        [t('detail.createdAt'), <DateTime key="created" value={record.createdAt} />],
        [t('detail.completedAt'), <DateTime key="completed" value={record.completedAt} />],
      ]}
    />
  );
}
