import { useTranslations } from 'next-intl';
import type { GoodDetail } from '@/lib/contract/wire';
import { DateTime } from '@/components/ui/date-time';
import timeline from '@/components/ui/timeline.module.css';
import styles from './goods.module.css';

/** A good's history, newest first (`shipForMe.action.<code>`, with its reference: a parcel, an enquiry, an order). */
export function GoodHistory({ history }: { history: GoodDetail['history'] }) {
  const t = useTranslations('shipForMe');
  const lines = [...history].reverse();
  return (
    <ol className={timeline.timeline} data-testid="good-history">
      {lines.map((line, index) => (
        <li key={`${line.at}-${index}`} className={index === 0 ? `${timeline.event} ${timeline.latest}` : timeline.event}>
          <span className={styles.eventText}>
            <span>
              {t(`action.${line.action}`)}
              {line.ref && line.action !== 'merged' ? ` · ${line.ref}` : ''}
            </span>
            <span className={styles.eventTime}>
              <DateTime value={line.at} />
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
