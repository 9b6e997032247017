import { formatMoney } from '@/lib/format/display';
import styles from './money.module.css';

/**
 * A decimal amount in the site's currency (`¥12.50`, `-$3.00`; zero `¥0`, missing `-`): the one money
 * display (lib/format/display formatMoney, SPEC section 5). Amounts arrive as decimals: the backend
 * converts minor units before they leave it.
 */
export function Money({ value, symbol, className }: { value: number | string | null | undefined; symbol: string; className?: string }) {
  const number = typeof value === 'string' ? Number(value) : value;
  return (
    <span className={className ? `${styles.money} ${className}` : styles.money} data-negative={typeof number === 'number' && number < 0 ? true : undefined}>
      {formatMoney(value, symbol)}
    </span>
  );
}
