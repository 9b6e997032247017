import styles from './load-state.module.css';

/** While a part of the page loads (a route's loading.tsx, a Suspense fallback): announced, not blank. */
export function Loading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" className={styles.loading}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} aria-hidden="true" className={styles.bar} />
      ))}
    </div>
  );
}
