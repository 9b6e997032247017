import { Facts } from '@/components/ui/facts';
import type { SearchParams } from '@/components/ui/list/list-query';
import { Money } from '@/components/ui/money';
import { getFundLogLine } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';
import { recordsContext } from './records-context';
import { RecordsFrame } from './records-frame';
import { logTypeLabel } from './records-labels';
import { readRecord } from '@/lib/server-data/loaded';
import { recordHref, RECORDS_PATHS } from './records-paths';
import { SignedAmount } from './signed-amount';
import styles from './records.module.css';

/** /details/fund-account-log?id=…: one posted line of the wallet; an unknown or foreign id is the 404 page. */
export async function FundLogLinePage({ locale, site, id, search }: { locale: Locale; site: string; id: string; search: SearchParams }) {
  const api = await userApi(locale, site, pathWithQuery(RECORDS_PATHS.fundLog, search));
  const [ctx, read] = await Promise.all([recordsContext(locale, site), readRecord(getFundLogLine(id, api))]);
  const { t, funds, symbol } = ctx;
  const title = ctx.routes('detailsFundAccountLog');
  const crumbs = ctx.crumbs({ label: title, href: ctx.href(RECORDS_PATHS.fundLog) }, { label: t('fundLog.lineLink', { id }) });
  const line = read.ok ? read.data : null;
  return (
    <RecordsFrame id="fund-log-line" title={t('fundLog.lineLink', { id })} backLabel={t('backToWallet')} breadcrumbs={crumbs}>
      {line ? (
        <Facts
          className={styles.facts}
          items={[
            [t('col.time'), <DateTime key="time" value={line.createdAt} />],
            [t('col.kind'), logTypeLabel(funds, t, line.type)],
            [t('col.title'), line.title || '-'],
            [t('col.amount'), <SignedAmount key="amount" value={line.amount} symbol={symbol} />],
            [t('col.balanceAfter'), <Money key="balance" value={line.balanceAfter} symbol={symbol} />],
            [
              t('col.record'),
              line.transactionId ? (
                <Link key="record" href={recordHref(line.transactionId)} className={styles.number}>
                  {line.transactionId}
                </Link>
              ) : (
                '-'
              ),
            ],
          ]}
        />
      ) : (
        ctx.failed
      )}
    </RecordsFrame>
  );
}
