import { DateTime } from '@/components/ui/date-time';
import type { PublicTracking, TrackingEvent } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { carrierTrackingUrl } from '@/lib/contract/carrier-tracking';
import { statusLabel, trackingLabel } from '@/components/combined-order/labels';
import { CarrierLink } from '@/components/combined-order/detail/carrier-link';
import type { TrackingTexts } from './tracking-texts';
import styles from './tracking.module.css';

/** A country code in the page's language (`US` → United States / 美国); the code itself when unknown. */
export function countryName(code: string, locale: Locale): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code || '-';
  return new Intl.DisplayNames([locale === 'en' ? 'en' : 'zh-Hans'], { type: 'region' }).of(code.toUpperCase()) ?? code;
}

/** Newest first, whatever order they came in (ISO times compare as text). */
export const newestFirst = (events: TrackingEvent[]) => [...events].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));

/**
 * One shipment as the public may see it: the masked number, the waybill's status, the carrier, the
 * destination country and the timeline, newest first (the standard status, the backend's fixed wording of
 * the event when it says more than the status, the place at city level and the time). Nothing about the
 * sender or the recipient: the backend sends none of it. Looked up by the carrier's own number (the backend
 * then names a known carrier), the number the visitor typed links to that carrier's own tracking page.
 */
export function TrackingResult({
  locale,
  tracking,
  number,
  texts: { t, tw },
}: {
  locale: Locale;
  tracking: PublicTracking;
  /** The number as looked up (typed by the visitor, upper-cased). */
  number: string;
  texts: TrackingTexts;
}) {
  const events = newestFirst(tracking.events);
  const carrierPage = carrierTrackingUrl(tracking.carrierCode ?? null, number);
  return (
    <section aria-labelledby="tracking-result-title" className={styles.result} data-testid="tracking-result">
      <h2 id="tracking-result-title" className={styles.resultTitle}>
        {t('resultTitle', { number: tracking.number })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('statusLabel')}</dt>
        <dd className={styles.status}>{statusLabel(tw, tracking.status)}</dd>
        <dt>{t('carrier')}</dt>
        <dd>
          {tracking.carrierName || t('noCarrier')}
          {tracking.carrierName && carrierPage ? (
            <>
              {' · '}
              <CarrierLink url={carrierPage} newTab={t('newTab')}>
                {t('carrierPage')}
              </CarrierLink>
            </>
          ) : null}
        </dd>
        <dt>{t('destination')}</dt>
        <dd>{countryName(tracking.destinationCountry, locale)}</dd>
      </dl>
      <h3 className={styles.timelineTitle}>{t('timelineTitle')}</h3>
      {events.length ? (
        <ol className={styles.timeline}>
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className={styles.event} data-testid="tracking-event" data-latest={index === 0 || undefined}>
              <p className={styles.eventHead}>
                <strong>{trackingLabel(tw, event.status)}</strong>
                <span className={styles.muted}>
                  <DateTime value={event.at} />
                  {' · '}
                  {t(`source.${event.source}`)}
                </span>
              </p>
              {event.text !== trackingLabel(tw, event.status) ? <p className={styles.eventText}>{event.text}</p> : null}
              {event.location ? (
                <p className={styles.muted}>
                  <span className="sr-only">{t('location')}: </span>
                  {event.location}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('noEvents')}</p>
      )}
      <p className={styles.privacy}>{t('privacy')}</p>
    </section>
  );
}
