import { formatMoney } from '@/lib/format/display';
import styles from './records.module.css';

/**
 * A signed amount of money: `+¥100.00` into the wallet, `-¥30.00` out of it (the sign is text, the
 * colour only repeats it); zero `¥0`, missing `-` (SPEC section 5). With `unsettled` (the money has not
 * moved: an unpaid top-up …) it is unsigned and neutral, followed by that note.
 */
export function SignedAmount({ value, symbol, unsettled }: { value: number | null | undefined; symbol: string; unsettled?: string }) {
  if (unsettled && typeof value === 'number') {
    return (
      <span className={styles.amount} data-sign="unsettled">
        {formatMoney(Math.abs(value), symbol)} <span className={styles.unsettled}>{unsettled}</span>
      </span>
    );
  }
  const sign = typeof value !== 'number' || value === 0 ? 'zero' : value > 0 ? 'plus' : 'minus';
  return (
    <span className={styles.amount} data-sign={sign}>
      {sign === 'plus' ? '+' : ''}
      {formatMoney(value, symbol)}
    </span>
  );
}
