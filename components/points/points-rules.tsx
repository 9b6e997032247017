import { POINTS_EARNED_PER_UNIT, POINTS_PER_UNIT_SPENT, POINTS_VALID_DAYS } from '@/lib/contract/coupon-rules';
import { formatMoney } from '@/lib/format/number';
import type { PointsT } from './points-labels';
import styles from './points.module.css';

/** "How points work", from the rules the server applies (lib/contract/coupon-rules.ts). */
export function PointsRules({ t, symbol }: { t: PointsT; symbol: string }) {
  const unit = formatMoney(1, symbol, 0);
  return (
    <section aria-labelledby="points-rules-title" className={styles.rules}>
      <h2 id="points-rules-title">{t('rules.title')}</h2>
      <ul>
        <li>{t('rules.earn', { points: POINTS_EARNED_PER_UNIT, unit })}</li>
        <li>{t('rules.spend', { points: POINTS_PER_UNIT_SPENT, unit })}</li>
        <li>{t('rules.expiry', { days: POINTS_VALID_DAYS })}</li>
      </ul>
    </section>
  );
}
