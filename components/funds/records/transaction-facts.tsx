import type { TransactionRecordDetail } from '@/lib/api/funds';
import { Money } from '@/components/ui/money';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import { kindLabel, methodLabel, reasonLabel, statusLabel, type FundsT, type RecordsT } from './records-labels';
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

/** One transaction record's facts: number, kind, status, method, amounts, the document it is about, times. */
export function TransactionFacts({ t, funds, record, symbol }: { t: RecordsT; funds: FundsT; record: Record; symbol: string }) {
  return (
    <dl className={styles.facts}>
      <dt>{t('detail.number')}</dt>
      <dd className={styles.number}>{record.id}</dd>
      <dt>{t('col.kind')}</dt>
      <dd>{kindLabel(funds, record.kind)}</dd>
      <dt>{t('col.status')}</dt>
      <dd>
        <StatusTag status={record.status} label={statusLabel(funds, record.status)} />
      </dd>
      <dt>{t('col.method')}</dt>
      <dd>{methodLabel(funds, record.method)}</dd>
      <dt>{t('col.title')}</dt>
      <dd>{record.title || '-'}</dd>
      <dt>{t('col.amount')}</dt>
      <dd>
        <SignedAmount value={record.amount} symbol={symbol} />
      </dd>
      {paidOtherwise(record) ? (
        <>
          <dt>{t('detail.payAmount')}</dt>
          <dd>
            <Money value={record.payAmount} symbol={`${record.payCurrency} `} />
          </dd>
        </>
      ) : null}
      <dt>{t('detail.document')}</dt>
      <dd>
        <Document t={t} funds={funds} record={record} />
      </dd>
      <dt>{t('col.balanceAfter')}</dt>
      <dd>{record.balanceAfter === null ? t('detail.notPosted') : <Money value={record.balanceAfter} symbol={symbol} />}</dd>
      <dt>{t('detail.createdAt')}</dt>
      <dd>
        <DateTime value={record.createdAt} />
      </dd>
      <dt>{t('detail.completedAt')}</dt>
      <dd>
        <DateTime value={record.completedAt} />
      </dd>
    </dl>
  );
}
