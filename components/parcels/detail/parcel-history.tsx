'use client';

import { Timeline } from 'antd';
import { useTranslations } from 'next-intl';
import type { ParcelActionLog } from '@/lib/api/parcels';
import { formatDate } from '@/lib/format/display';
import styles from './detail.module.css';

/** The parcel's history (action-logs): time, place, event and note, as the backend orders them. */
export function ParcelHistory({ logs }: { logs: ParcelActionLog[] }) {
  const t = useTranslations('parcels');
  if (!logs.length) return <p className={styles.muted}>{t('detail.noHistory')}</p>;
  return (
    <Timeline
      items={logs.map((log) => ({
        key: log.id,
        color: log.action === 'abnormal' || log.action === 'canceled' ? 'red' : 'blue',
        content: (
          <div data-testid="parcel-history-line">
            <time dateTime={log.createdAt} suppressHydrationWarning className={styles.time}>
              {formatDate(log.createdAt, 'YYYY-MM-DD HH:mm')}
            </time>
            <strong>{t(`action.${log.action}`)}</strong>
            {log.location ? <span className={styles.muted}> · {log.location}</span> : null}
            {log.note ? <p className={styles.note}>{log.note}</p> : null}
          </div>
        ),
      }))}
    />
  );
}
