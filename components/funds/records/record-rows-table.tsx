import type { TransactionRecord } from '@/lib/api/funds';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import { recordHref } from './records-paths';
import { kindLabel, statusLabel, unsettledNote, type FundsT, type RecordsT } from './records-labels';
import { SignedAmount } from './signed-amount';
import { StatusTag } from './status-tag';
import small from '@/components/ui/small-table.module.css';
import styles from './records.module.css';

interface RecordRowsTableProps {
  t: RecordsT;
  funds: FundsT;
  rows: TransactionRecord[];
  symbol: string;
  caption: string;
}

/** A short, unpaged table of transaction records (a payment's deductions and refunds), each linked to its page. */
export function RecordRowsTable({ t, funds, rows, symbol, caption }: RecordRowsTableProps) {
  return (
    <div className={styles.tableBox}>
      <table className={`${styles.table} ${small.stacked}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col.kind')}</th>
            <th scope="col">{t('col.number')}</th>
            <th scope="col">{t('col.title')}</th>
            <th scope="col" className={styles.right}>
              {t('col.amount')}
            </th>
            <th scope="col">{t('col.status')}</th>
            <th scope="col">{t('col.time')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="linked-row">
              <td data-label={t('col.kind')}>{kindLabel(funds, row.kind)}</td>
              <td data-label={t('col.number')}>
                <Link href={recordHref(row.id)} className={styles.number}>
                  {row.id}
                </Link>
              </td>
              <td data-label={t('col.title')}>{row.title || '-'}</td>
              <td className={styles.right} data-label={t('col.amount')}>
                <SignedAmount value={row.amount} symbol={symbol} unsettled={unsettledNote(funds, row)} />
              </td>
              <td data-label={t('col.status')}>
                <StatusTag status={row.status} label={statusLabel(funds, row.status)} />
              </td>
              <td data-label={t('col.time')}>
                <DateTime value={row.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
