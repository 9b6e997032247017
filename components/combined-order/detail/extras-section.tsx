import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { DateTime } from '@/components/ui/date-time';
import type { CombinedOrdersT } from '../labels';
import { DetailSection, FactsSection } from './detail-section';
import styles from './detail.module.css';

/** The additional services chosen and the customer's remark. */
export function ServicesSection({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail }) {
  return (
    <DetailSection id="waybill-services" title={t('detail.sections.services')}>
      {combinedOrder.services.length ? (
        <ul className={styles.chips}>
          {combinedOrder.services.map((service) => (
            <li key={service.id}>{service.name}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('detail.noServices')}</p>
      )}
      {combinedOrder.remark ? (
        <>
          <h3 className={styles.subTitle}>{t('detail.sections.remark')}</h3>
          <p className={styles.remark}>{combinedOrder.remark}</p>
        </>
      ) : null}
    </DetailSection>
  );
}

/** The photo the warehouse took of the packed box (owner-only URL from the API). */
export function BoxPhotoSection({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail }) {
  if (!combinedOrder.boxPhotoUrl) return null;
  return (
    <DetailSection id="waybill-box-photo" title={t('detail.sections.boxPhoto')}>
      <a href={combinedOrder.boxPhotoUrl} target="_blank" rel="noopener noreferrer" className={styles.photoLink}>
        {/* eslint-disable-next-line @next/next/no-img-element -- owner-only photo served by the API */}
        <img src={combinedOrder.boxPhotoUrl} alt={t('detail.boxPhotoAlt', { id: combinedOrder.id })} className={styles.photo} loading="lazy" />
      </a>
    </DetailSection>
  );
}

/** A rating of 1 to 5 as stars (hidden from screen readers) and in words. */
function Rating({ t, value }: { t: CombinedOrdersT; value: number }) {
  return (
    <span className={styles.rating}>
      <span aria-hidden className={styles.stars}>
        {'★'.repeat(value)}
        {'☆'.repeat(Math.max(0, 5 - value))}
      </span>{' '}
      <span>{t('actions.ratingValue', { value })}</span>
    </span>
  );
}

/** The rating and comment given when receipt was confirmed. */
export function ReviewSection({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail }) {
  const review = combinedOrder.review;
  if (!review) return null;
  return (
    <FactsSection
      id="waybill-review"
      title={t('detail.sections.review')}
      items={[
        [t('detail.review.rating'), <Rating key="rating" t={t} value={review.rating} />],
        [t('detail.review.comment'), review.comment],
        [t('detail.review.at'), <DateTime key="at" value={review.at} />],
      ]}
    />
  );
}
