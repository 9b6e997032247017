import { getTranslations } from 'next-intl/server';
import type { Topup } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { PaymentStatus } from '@/lib/contract/enums';
import { formatDate, formatMoney } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import { firstQueryValue } from '@/components/pages/page-params';
import type { SearchParams } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { ProofThumbs, StatusText, topupLabels } from './topup-facts';
import { queryStringOf } from '@/lib/site/search-params';
import { loadTopup, type TopupSymbols } from '@/lib/server-data/funds';
import { TopupShell } from './topup-shell';
import styles from './topup.module.css';
import { FactList, TopupSection, type Fact } from './topup-section';

/** Payer fields with a label of their own, in this order; others show under their key. */
const PAYER_KEYS = ['payerName', 'transferNumber', 'taobaoOrderNumber', 'wangwangId', 'providerReference'] as const;

function payerRows(payer: Topup['payer']): [string, string][] {
  const entries = Object.entries(payer ?? {}).filter(([, value]) => value);
  const rank = (key: string) => {
    const index = (PAYER_KEYS as readonly string[]).indexOf(key);
    return index < 0 ? PAYER_KEYS.length : index;
  };
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}

/** The review outcome in words: approved with the amount credited, rejected, waiting, unpaid, closed. */
function outcomeKey(topup: Topup) {
  if (topup.status === PaymentStatus.Successfully) return topup.proofs.length || topup.payer ? 'outcomeApproved' : 'outcomePaid';
  if (topup.status === PaymentStatus.PendingAudit) return 'outcomeWaiting';
  if (topup.status === PaymentStatus.Closed) return topup.rejectReason ? 'outcomeRejected' : 'outcomeClosed';
  return topup.rejectReason ? 'outcomeRejected' : 'outcomeUnpaid';
}

async function PaymentInformation({ topup, symbols }: { topup: Topup; symbols: TopupSymbols }) {
  const [t, labels] = await Promise.all([getTranslations('topup'), topupLabels()]);
  const payer = payerRows(topup.payer);
  const label = (key: string) => ((PAYER_KEYS as readonly string[]).includes(key) ? t(key as 'payerName') : key);
  const outcome = outcomeKey(topup);
  return (
    <TopupSection id="record-payment" title={t('recordHeading')}>
      <FactList
        facts={[
          { term: t('number'), value: topup.id },
          { term: t('method'), value: labels.method(topup.method) },
          { term: t('status'), value: <StatusText status={topup.status} label={labels.status(topup.status)} /> },
          { term: t('totalPay'), value: <Money value={topup.totalPay} symbol={symbols.pay} /> },
          ...payer.map(([key, value]): Fact => ({ term: label(key), value })),
          {
            term: t('outcome'),
            value: t(outcome, { amount: formatMoney(topup.creditedAmount ?? topup.creditAmount, symbols.base) }),
            look: ['strong'],
          },
          Boolean(topup.rejectReason) && { term: t('rejectReason'), value: topup.rejectReason },
          { term: t('completedAt'), value: formatDate(topup.completedAt) },
        ]}
      />
      {payer.length ? null : <p className={styles.hint}>{t('noPayer')}</p>}
    </TopupSection>
  );
}

/**
 * /details/recharge-detail2?id=TOPUP…: how one recharge was paid (method, payer fields, proofs, the
 * review outcome), from the same load and pieces as /details/topup.
 */
export async function RecordDetailPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const query = queryStringOf(search);
  const load = await loadTopup(locale, site, firstQueryValue(search.id), `/details/recharge-detail2${query ? `?${query}` : ''}`);
  const t = await getTranslations('topup');
  return (
    <TopupShell load={load} routeKey="detailsRechargeDetail2">
      {({ topup, symbols }) => (
        <div className={styles.stack}>
          <PaymentInformation topup={topup} symbols={symbols} />
          <ProofThumbs topup={topup} />
          <p>
            <Link href={{ pathname: '/details/topup', query: { id: topup.id } }} className={buttonClassName('default')}>
              {t('viewTopup')}
            </Link>
          </p>
        </div>
      )}
    </TopupShell>
  );
}
