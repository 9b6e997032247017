import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Facts } from '@/components/ui/facts';
import type { SearchParams } from '@/components/ui/list/list-query';
import { getTransactionRecord, listDeductionsAndRefunds } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import { RecordRowsTable } from './record-rows-table';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';
import { recordsContext } from './records-context';
import { RecordsFrame } from './records-frame';
import { readRecord, settle } from '@/lib/server-data/loaded';
import { recordHref, RECORDS_PATHS } from './records-paths';
import { recordFacts } from './transaction-facts';
import styles from './records.module.css';

interface DeductionRefundPageProps {
  locale: Locale;
  site: string;
  /** The payment's transaction record (TRAN…); '' explains where to find one. */
  id: string;
  search: SearchParams;
}

/** /details/deduction-and-refund?id=TRAN…: a payment's summary, then its deductions and refunds. */
export async function DeductionRefundPage({ locale, site, id, search }: DeductionRefundPageProps) {
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.deductions, search));
  const ctx = await recordsContext(locale, site);
  const { t, funds, symbol } = ctx;
  const title = ctx.routes('detailsDeductionAndRefund');
  const frame = { id: 'deductions', title, backLabel: t('backToWallet') };
  const toRecords = (
    <Link href={RECORDS_PATHS.record} className={buttonClassName('primary')}>
      {t('transactions.title')}
    </Link>
  );
  if (!id) {
    return (
      <RecordsFrame {...frame} breadcrumbs={ctx.crumbs({ label: title })}>
        <EmptyState title={t('deductions.noId')} description={t('deductions.noIdText')} action={toRecords} />
      </RecordsFrame>
    );
  }

  const [payment, rows] = await Promise.all([readRecord(getTransactionRecord(id, api)), settle(listDeductionsAndRefunds(id, api))]);
  const crumbs = ctx.crumbs(
    { label: t('transactions.title'), href: ctx.href(RECORDS_PATHS.record) },
    { label: id, href: ctx.href(recordHref(id)) },
    { label: title },
  );
  if (!payment.ok || !payment.data || !rows.ok) {
    return (
      <RecordsFrame {...frame} breadcrumbs={crumbs}>
        {ctx.failed}
      </RecordsFrame>
    );
  }
  const record = payment.data;
  const fact = recordFacts(t, funds, record, symbol);
  return (
    <RecordsFrame {...frame} subtitle={t('deductions.intro')} breadcrumbs={crumbs}>
      <section aria-labelledby="deductions-payment">
        <h2 id="deductions-payment" className={`${styles.sectionTitle} ${styles.sectionGap}`}>
          {t('deductions.payment')}
        </h2>
        <Facts
          className={styles.facts}
          items={[
            [
              t('detail.number'),
              <Link key="number" href={recordHref(record.id)} className={styles.number}>
                {record.id}
              </Link>,
            ],
            fact.kind,
            fact.title,
            fact.amount,
            fact.status,
            [t('col.time'), <DateTime key="time" value={record.createdAt} />],
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="deductions-rows">
        <h2 id="deductions-rows" className={`${styles.sectionTitle} ${styles.sectionGap}`}>
          {t('detail.linked')}
        </h2>
        {rows.data.items.length ? (
          <RecordRowsTable t={t} funds={funds} rows={rows.data.items} symbol={symbol} caption={t('detail.linked')} />
        ) : (
          <EmptyState title={t('deductions.empty')} />
        )}
      </section>
    </RecordsFrame>
  );
}
