import type { TrackingEvent, CombinedOrderDetail } from '@/lib/api/combined-order';
import { DateTime } from '@/components/ui/date-time';
import { ToneTag } from '@/components/ui/tone-tag';
import { actionLabel, actorLabel, trackingLabel, type CombinedOrdersT } from '../labels';
import { DetailSection } from './detail-section';
import styles from './detail.module.css';

/** Events newest first (ISO times compare as text; equal times keep the server's order). */
export function newestFirst(events: readonly TrackingEvent[]): TrackingEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => (a.event.at === b.event.at ? b.index - a.index : a.event.at < b.event.at ? 1 : -1))
    .map(({ event }) => event);
}

/**
 * Where the parcels are, newest first: the standard status, the warehouse's or carrier's own words, the
 * place and the local time; warehouse and carrier events carry different tags.
 */
export function TrackingSection({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail }) {
  const events = newestFirst(combinedOrder.tracking);
  return (
    <DetailSection id="waybill-tracking" title={t('detail.sections.tracking')}>
      {events.length ? (
        <ol className={styles.timeline}>
          {events.map((event, index) => (
            <li
              key={`${event.at}-${index}`}
              className={`${styles.event} ${index === 0 ? styles.latest : ''}`}
              data-testid="tracking-event"
              data-source={event.source}
            >
              <p className={styles.eventHead}>
                <strong>{trackingLabel(t, event.status)}</strong>
                <ToneTag tone={event.source === 'carrier' ? 'purple' : 'blue'}>{t(`detail.tracking.${event.source}`)}</ToneTag>
                {index === 0 ? <span className="sr-only">({t('detail.tracking.latest')})</span> : null}
              </p>
              <p className={styles.eventText}>{event.text}</p>
              <p className={styles.muted}>
                <DateTime value={event.at} pattern="YYYY-MM-DD HH:mm" />
                {event.location ? <span> · {event.location}</span> : null}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{t('detail.tracking.none')}</p>
      )}
    </DetailSection>
  );
}

/** What happened to the waybill, as the server lists it: action, by whom, note and time. */
export function HistorySection({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderDetail }) {
  return (
    <DetailSection id="waybill-history" title={t('detail.sections.history')}>
      {combinedOrder.history.length ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('detail.history.time')}</th>
                <th scope="col">{t('detail.history.action')}</th>
                <th scope="col">{t('detail.history.actor')}</th>
                <th scope="col">{t('detail.history.note')}</th>
              </tr>
            </thead>
            <tbody>
              {combinedOrder.history.map((line, index) => (
                <tr key={`${line.at}-${index}`} data-testid="history-line">
                  <td>
                    <DateTime value={line.at} pattern="YYYY-MM-DD HH:mm" />
                  </td>
                  <td>{actionLabel(t, line.action)}</td>
                  <td>{actorLabel(t, line.actor)}</td>
                  <td>{line.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={styles.muted}>{t('detail.history.none')}</p>
      )}
    </DetailSection>
  );
}
