import type { SearchParams } from '@/components/ui/list/list-query';
import { getTransactionRecord } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { RecordRowsTable } from './record-rows-table';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';
import { recordsContext } from './records-context';
import { RecordsFrame } from './records-frame';
import { readRecord } from '@/lib/server-data/loaded';
import { deductionsHref, RECORDS_PATHS } from './records-paths';
import { TransactionFacts } from './transaction-facts';
import styles from './records.module.css';

interface TransactionRecordPageProps {
  locale: Locale;
  site: string;
  id: string;
  search: SearchParams;
}

/**
 * /details/transaction-record?id=TRAN…: one record, the payment it belongs to and the deductions and
 * refunds linked to it. An unknown id, or another customer's, is the 404 page.
 */
export async function TransactionRecordPage({ locale, site, id, search }: TransactionRecordPageProps) {
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.record, search));
  const [ctx, read] = await Promise.all([recordsContext(locale, site), readRecord(getTransactionRecord(id, api))]);
  const { t, funds, symbol } = ctx;
  const crumbs = ctx.crumbs({ label: t('transactions.title'), href: ctx.href(RECORDS_PATHS.record) }, { label: id });
  const record = read.ok ? read.data : null;
  return (
    <RecordsFrame id="transaction-record" title={ctx.routes('detailsTransactionRecord')} subtitle={id} backLabel={t('backToWallet')} breadcrumbs={crumbs}>
      {record ? (
        <>
          <TransactionFacts t={t} funds={funds} record={record} symbol={symbol} />
          {record.parent ? (
            <section className={styles.section} aria-labelledby="record-parent">
              <h2 id="record-parent" className={`${styles.sectionTitle} ${styles.sectionGap}`}>
                {t('detail.parent')}
              </h2>
              <RecordRowsTable t={t} funds={funds} rows={[record.parent]} symbol={symbol} caption={t('detail.parent')} />
            </section>
          ) : null}
          {record.kind === 'payment' || record.linked.length > 0 ? (
            <section className={styles.section} aria-labelledby="record-linked">
              <div className={styles.sectionHead}>
                <h2 id="record-linked" className={styles.sectionTitle}>
                  {t('detail.linked')}
                </h2>
                <Link href={deductionsHref(record.id)} className={styles.actionLink}>
                  {t('detail.linkedAll')}
                </Link>
              </div>
              {record.linked.length ? (
                <RecordRowsTable t={t} funds={funds} rows={record.linked} symbol={symbol} caption={t('detail.linked')} />
              ) : (
                <p className={styles.muted}>{t('detail.linkedNone')}</p>
              )}
            </section>
          ) : null}
        </>
      ) : (
        ctx.failed
      )}
    </RecordsFrame>
  );
}
