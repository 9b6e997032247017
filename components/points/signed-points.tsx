import styles from './points.module.css';

interface SignedPointsProps {
  value: number;
  /** Read by screen readers with the number (the sign and the colour say it to the eye). */
  creditLabel: string;
  debitLabel: string;
}

/** `+120` credited (green), `−30` spent (red); zero unsigned. */
export function SignedPoints({ value, creditLabel, debitLabel }: SignedPointsProps) {
  if (!value) return <span className={styles.points}>0</span>;
  const credit = value > 0;
  return (
    <span className={styles.points} data-sign={credit ? 'credit' : 'debit'} title={credit ? creditLabel : debitLabel}>
      <span className="sr-only">{credit ? creditLabel : debitLabel} </span>
      <span aria-hidden="true">{credit ? '+' : '−'}</span>
      {Math.abs(value)}
    </span>
  );
}
