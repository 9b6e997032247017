import type { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/money';
import { type Tone, ToneTag } from '@/components/ui/tone-tag';
import styles from './wallet.module.css';

export type FundsT = ReturnType<typeof useTranslations<'funds'>>;

const STATUS_TONES: Record<number, Tone> = { 1: 'warning', 2: 'green', 3: 'neutral', 4: 'blue' };

/** `funds.method.<n>` (0 is the wallet itself); an unknown method shows its number. */
export function methodLabel(t: FundsT, method: number): string {
  const key = `method.${method}` as 'method.1';
  return t.has(key) ? t(key) : String(method);
}

/** `funds.kind.<kind>`. */
export function kindLabel(t: FundsT, kind: string): string {
  const key = `kind.${kind}` as 'kind.topup';
  return t.has(key) ? t(key) : kind;
}

/** A PaymentStatus as a tag: the words say it, the tone only helps. */
export function StatusTag({ t, status }: { t: FundsT; status: number }) {
  const key = `status.${status}` as 'status.1';
  return <ToneTag tone={STATUS_TONES[status] ?? 'neutral'}>{t.has(key) ? t(key) : String(status)}</ToneTag>;
}

interface SignedMoneyProps {
  value: number | null | undefined;
  symbol: string;
  /** Read by screen readers with the amount (the sign and the colour say it to the eye). */
  creditLabel: string;
  debitLabel: string;
  /** The money has not moved (an unpaid top-up, an unpaid payment): unsigned and neutral, with this note. */
  unsettled?: string;
}

/** `+¥12.50` into the wallet (green), `−¥3.00` out of it (red); zero and missing are unsigned. */
export function SignedMoney({ value, symbol, creditLabel, debitLabel, unsettled }: SignedMoneyProps) {
  if (unsettled && typeof value === 'number') {
    return (
      <span className={styles.unsettled} data-sign="unsettled">
        <Money value={Math.abs(value)} symbol={symbol} /> <span className={styles.muted}>{unsettled}</span>
      </span>
    );
  }
  if (value === null || value === undefined || value === 0) return <Money value={value} symbol={symbol} />;
  const credit = value > 0;
  return (
    <span className={credit ? styles.credit : styles.debit} data-sign={credit ? 'credit' : 'debit'} title={credit ? creditLabel : debitLabel}>
      <span aria-hidden="true">{credit ? '+' : '−'}</span>
      <span className="sr-only">{`${credit ? creditLabel : debitLabel} `}</span>
      <Money value={Math.abs(value)} symbol={symbol} />
    </span>
  );
}
