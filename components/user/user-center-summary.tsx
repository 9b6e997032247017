import { getTranslations } from 'next-intl/server';
import type { CustomerServiceContact, StatusCount, UserCenterSummary } from '@/lib/api/account';
import { Money } from '@/components/ui/money';
import { formatNumber } from '@/lib/format/display';
import { statusCountLabel, type StatusKind, type Translate } from './status-labels';
import styles from './user-center-summary.module.css';

type CountsProps = { id: string; title: string; kind: StatusKind; counts: StatusCount[]; label: Translate };

function Counts({ id, title, kind, counts, label }: CountsProps) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.counts}>
        {counts.map((item) => (
          <li key={item.status}>
            <span className={styles.count}>{formatNumber(item.count, 0)}</span>
            <span className={styles.countName}>{statusCountLabel(label, kind, item)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Level, wallet (site currency), points, coupons, parcel and waybill counts by status, customer service. */
export async function UserCenterSummaryView({ summary, service }: { summary: UserCenterSummary; service: CustomerServiceContact | null }) {
  const [t, all] = await Promise.all([getTranslations('userArea'), getTranslations()]);
  // The status keys are built at run time: the whole catalog's translator, checked with has().
  const label = Object.assign((key: string) => all(key as never), { has: (key: string) => all.has(key as never) });
  const facts = [
    { key: 'memberCodeLabel', value: summary.member.memberCode },
    { key: 'levelLabel', value: summary.member.levelName || '-' },
    { key: 'balanceLabel', value: <Money value={summary.wallet.balance} symbol={summary.wallet.currencySymbol} /> },
    { key: 'pointsLabel', value: formatNumber(summary.points, 0) },
    { key: 'couponsLabel', value: formatNumber(summary.usableCouponCount, 0) },
  ] as const;
  const contact = service
    ? (
        [
          ['serviceWeChat', service.weChat],
          ['serviceEmail', service.email],
          ['servicePhone', service.phone],
          ['serviceHours', service.workingHours],
        ] as const
      ).filter(([, value]) => value)
    : [];
  return (
    <>
      <dl className={styles.facts} aria-label={t('summaryLabel')}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt>{t(fact.key)}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.columns}>
        <Counts id="parcel-counts" title={t('parcelsHeading')} kind="parcel" counts={summary.parcelCounts} label={label} />
        <Counts id="waybill-counts" title={t('combinedOrdersHeading')} kind="waybill" counts={summary.waybillCounts} label={label} />
        <section className={styles.box} aria-labelledby="service-heading">
          <h2 id="service-heading" className={styles.heading}>
            {t('serviceHeading')}
          </h2>
          {service ? (
            <>
              <p className={styles.serviceName}>{service.name}</p>
              <dl className={styles.contact}>
                {contact.map(([key, value]) => (
                  <div key={key}>
                    <dt>{t(key)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <p>{t('serviceNone')}</p>
          )}
        </section>
      </div>
    </>
  );
}
