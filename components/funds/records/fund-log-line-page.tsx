import { notFound } from 'next/navigation';
import type { SearchParams } from '@/components/ui/list/list-query';
import { Money } from '@/components/ui/money';
import { orNull } from '@/lib/api/client';
import { getFundLogLine } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import { recordsApi } from './records-api';
import { recordsContext } from './records-context';
import { RecordsFrame } from './records-frame';
import { logTypeLabel } from './records-labels';
import { settle } from '@/lib/server-data/loaded';
import { recordHref, RECORDS_PATHS } from './records-paths';
import { SignedAmount } from './signed-amount';
import styles from './records.module.css';

/** /details/fund-account-log?id=…: one posted line of the wallet; an unknown or foreign id is the 404 page. */
export async function FundLogLinePage({ locale, site, id, search }: { locale: Locale; site: string; id: string; search: SearchParams }) {
  const api = await recordsApi(locale, site, RECORDS_PATHS.fundLog, search);
  const [ctx, read] = await Promise.all([recordsContext(locale, site), settle(orNull(getFundLogLine(id, api)))]);
  if (read.ok && !read.data) notFound();
  const { t, funds, symbol } = ctx;
  const title = ctx.routes('detailsFundAccountLog');
  const crumbs = ctx.crumbs({ label: title, href: ctx.href(RECORDS_PATHS.fundLog) }, { label: t('fundLog.lineLink', { id }) });
  const line = read.ok ? read.data : null;
  return (
    <RecordsFrame id="fund-log-line" title={t('fundLog.lineLink', { id })} backLabel={t('backToWallet')} breadcrumbs={crumbs}>
      {line ? (
        <dl className={styles.facts}>
          <dt>{t('col.time')}</dt>
          <dd>
            <DateTime value={line.createdAt} />
          </dd>
          <dt>{t('col.kind')}</dt>
          <dd>{logTypeLabel(funds, t, line.type)}</dd>
          <dt>{t('col.title')}</dt>
          <dd>{line.title || '-'}</dd>
          <dt>{t('col.amount')}</dt>
          <dd>
            <SignedAmount value={line.amount} symbol={symbol} />
          </dd>
          <dt>{t('col.balanceAfter')}</dt>
          <dd>
            <Money value={line.balanceAfter} symbol={symbol} />
          </dd>
          <dt>{t('col.record')}</dt>
          <dd>
            {line.transactionId ? (
              <Link href={recordHref(line.transactionId)} className={styles.number}>
                {line.transactionId}
              </Link>
            ) : (
              '-'
            )}
          </dd>
        </dl>
      ) : (
        ctx.failed
      )}
    </RecordsFrame>
  );
}
