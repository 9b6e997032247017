import styles from './records.module.css';

const TONES: Record<number, string> = { 1: 'warning', 2: 'success', 3: 'neutral', 4: 'info' };

/** A payment status as a tag: the word says it, the colour repeats it. */
export function StatusTag({ status, label }: { status: number; label: string }) {
  return (
    <span className={styles.tag} data-tone={TONES[status] ?? 'neutral'} data-status={status}>
      {label}
    </span>
  );
}
