'use client';

import { Timeline } from 'antd';
import '@/components/providers/antd/timeline.css';
import { useTranslations } from 'next-intl';
import type { ParcelActionLog } from '@/lib/api/parcels';
import { formatDate, formatMoney } from '@/lib/format/display';
import type { ParcelsT } from '../list/parcel-columns';
import { symbolFor, type SiteCurrency } from '../list/parcel-values';
import styles from './detail.module.css';

/** The money a line speaks of, worded here from the server's data (amounts formatted, never sent as text). */
function detailText(t: ParcelsT, detail: NonNullable<ParcelActionLog['detail']>, site: SiteCurrency): string {
  return t('detail.declaredValueNow', { amount: formatMoney(detail.amount, symbolFor(detail.currency, site)) });
}

/** A line's note: what it says about money, then its own words. */
const noteOf = (t: ParcelsT, log: ParcelActionLog, site: SiteCurrency) =>
  [log.detail ? detailText(t, log.detail, site) : null, log.note].filter(Boolean).join(' · ');

/** The parcel's history (action-logs): time, place, event and note, as the backend orders them. */
export function ParcelHistory({ logs, currency }: { logs: ParcelActionLog[]; currency: SiteCurrency }) {
  const t = useTranslations('parcels');
  if (!logs.length) return <p className={styles.muted}>{t('detail.noHistory')}</p>;
  return (
    <Timeline
      items={logs.map((log) => {
        const note = noteOf(t, log, currency);
        return {
          key: log.id,
          color: log.action === 'abnormal' || log.action === 'canceled' ? 'red' : 'blue',
          content: (
            <div data-testid="parcel-history-line">
              <time dateTime={log.createdAt} suppressHydrationWarning className={styles.time}>
                {formatDate(log.createdAt, 'YYYY-MM-DD HH:mm')}
              </time>
              <strong>{t(`action.${log.action}`)}</strong>
              {log.location ? <span className={styles.muted}> · {log.location}</span> : null}
              {note ? <p className={styles.note}>{note}</p> : null}
            </div>
          ),
        };
      })}
    />
  );
}
