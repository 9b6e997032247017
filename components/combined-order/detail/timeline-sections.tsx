import type { TrackingEvent, CombinedOrderDetail } from '@/lib/api/combined-order';
import { formatMoney } from '@/lib/format/display';
import { DateTime } from '@/components/ui/date-time';
import { ToneTag } from '@/components/ui/tone-tag';
import { actionLabel, actorLabel, trackingLabel, type CombinedOrdersT } from '../labels';
import { DetailSection, type AmountsSectionProps } from './detail-section';
import small from '@/components/ui/small-table.module.css';
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

type HistoryLine = CombinedOrderDetail['history'][number];

/** The money a history line speaks of, worded here from the server's data (amounts formatted, never sent as text). */
function detailText(t: CombinedOrdersT, detail: NonNullable<HistoryLine['detail']>, symbolOf: (currency: string) => string): string {
  const money = (amount: number) => formatMoney(amount, symbolOf(detail.currency));
  if (detail.kind === 'feeDifference') {
    return detail.amount > 0 ? t('detail.history.feeUp', { amount: money(detail.amount) }) : t('detail.history.feeDown', { amount: money(-detail.amount) });
  }
  return detail.reason === 'THRESHOLD_NOT_MET'
    ? t('detail.history.couponBelowThreshold', { coupon: detail.coupon, fee: money(detail.fee), threshold: money(detail.threshold) })
    : t('detail.history.couponNotApplicable', { coupon: detail.coupon });
}

/** A line's note: what it says about money, then its own words. */
const noteOf = (t: CombinedOrdersT, line: HistoryLine, symbolOf: (currency: string) => string) =>
  [line.detail ? detailText(t, line.detail, symbolOf) : null, line.note].filter(Boolean).join(' · ');

/** What happened to the waybill, as the server lists it: action, by whom, note (money formatted here) and time. */
export function HistorySection({ t, combinedOrder, symbolOf }: AmountsSectionProps) {
  return (
    <DetailSection id="waybill-history" title={t('detail.sections.history')}>
      {combinedOrder.history.length ? (
        <div className={styles.scroll}>
          <table className={`${styles.table} ${small.stacked}`}>
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
                  <td data-label={t('detail.history.time')}>
                    <DateTime value={line.at} pattern="YYYY-MM-DD HH:mm" />
                  </td>
                  <td data-label={t('detail.history.action')}>{actionLabel(t, line.action)}</td>
                  <td data-label={t('detail.history.actor')}>{actorLabel(t, line.actor)}</td>
                  <td data-label={t('detail.history.note')}>{noteOf(t, line, symbolOf)}</td>
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
