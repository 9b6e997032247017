import { getTranslations } from 'next-intl/server';
import type { Topup } from '@/lib/api/funds';
import { PaymentStatus } from '@/lib/contract/enums';
import { formatDate, formatText } from '@/lib/format/display';
import { Money } from '@/components/ui/money';
import { trimDecimal } from '../recharge/fee-rule';
import type { TopupSymbols } from '@/lib/server-data/funds';
import styles from './topup.module.css';
import { FactList, TopupSection, type Fact } from './topup-section';

/** Words for a method (`funds.method.<n>`) and a status (`funds.status.<n>`); the number when unknown. */
export async function topupLabels() {
  const tf = await getTranslations('funds');
  return {
    method: (method: number) => (tf.has(`method.${method}` as 'method.1') ? tf(`method.${method}` as 'method.1') : String(method)),
    status: (status: number) => (tf.has(`status.${status}` as 'status.1') ? tf(`status.${status}` as 'status.1') : String(status)),
  };
}

/** The status in words, with a mark that is not colour alone. */
export function StatusText({ status, label }: { status: number; label: string }) {
  return (
    <span className={styles.status} data-status={status}>
      {label}
    </span>
  );
}

/** The facts of one top-up: number, status, method, currency and rate, every amount, the dates. */
export async function TopupFacts({ topup, symbols }: { topup: Topup; symbols: TopupSymbols }) {
  const [t, labels] = await Promise.all([getTranslations('topup'), topupLabels()]);
  const base = (value: number | null) => <Money value={value} symbol={symbols.base} />;
  const pay = (value: number | null) => <Money value={value} symbol={symbols.pay} />;
  const facts: (Fact | false)[] = [
    { term: t('number'), value: topup.id },
    { term: t('status'), value: <StatusText status={topup.status} label={labels.status(topup.status)} /> },
    { term: t('method'), value: labels.method(topup.method) },
    { term: t('currency'), value: topup.currency },
    { term: t('rate'), value: t('rateValue', { base: symbols.baseCode, rate: trimDecimal(topup.rate), pay: topup.currency }) },
    { term: t('creditAmount'), value: base(topup.creditAmount) },
    { term: t('payAmount'), value: pay(topup.payAmount) },
    { term: t('serviceCharge'), value: pay(topup.serviceCharge) },
    { term: t('totalPay'), value: pay(topup.totalPay) },
    { term: t('creditedAmount'), value: base(topup.creditedAmount) },
    { term: t('createdAt'), value: formatDate(topup.createdAt) },
    { term: t('completedAt'), value: formatDate(topup.completedAt) },
    topup.status === PaymentStatus.PendingPayment && Boolean(topup.expiresAt) && { term: t('expiresAt'), value: formatDate(topup.expiresAt) },
    Boolean(topup.rejectReason) && { term: t('rejectReason'), value: formatText(topup.rejectReason) },
  ];
  return (
    <TopupSection id="topup-facts" title={t('factsHeading')}>
      <FactList facts={facts} />
    </TopupSection>
  );
}

/** The proof images as thumbnails, each linking to the full image. */
export async function ProofThumbs({ topup }: { topup: Topup }) {
  if (!topup.proofs.length) return null;
  const t = await getTranslations('topup');
  return (
    <TopupSection id="topup-proofs" title={t('proofs')}>
      <ul className={styles.thumbs}>
        {topup.proofs.map((proof, index) => (
          <li key={proof.id}>
            <a href={proof.url} target="_blank" rel="noopener noreferrer" className={styles.thumb}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a signed-in API image, not an optimisable asset */}
              <img src={proof.url} alt={t('proofAlt', { n: index + 1 })} width={96} height={96} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </TopupSection>
  );
}
