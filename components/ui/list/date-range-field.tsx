// A list filter's date range: two native date fields under one legend, each bounded by the other.
import styles from './filter-bar.module.css';

export interface DateRangeFieldProps {
  legend: string;
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}

export function DateRangeField({ legend, fromLabel, toLabel, from, to, onFromChange, onToChange }: DateRangeFieldProps) {
  return (
    <fieldset className={`${styles.field} ${styles.dates}`}>
      <legend>{legend}</legend>
      <span className={styles.dateRange}>
        <label className={styles.dateField}>
          <span className="sr-only">{fromLabel}</span>
          <input type="date" name="from" className={styles.control} value={from} max={to || undefined} onChange={(event) => onFromChange(event.target.value)} />
        </label>
        <span aria-hidden className={styles.dash}>
          –
        </span>
        <label className={styles.dateField}>
          <span className="sr-only">{toLabel}</span>
          <input type="date" name="to" className={styles.control} value={to} min={from || undefined} onChange={(event) => onToChange(event.target.value)} />
        </label>
      </span>
    </fieldset>
  );
}
