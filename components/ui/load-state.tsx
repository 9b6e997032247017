import styles from './load-state.module.css';

/**
 * A server-rendered failure notice with a retry link (ARCHITECTURE.md: never a blank page). A plain
 * link, so it works without JavaScript; ./empty-state has the client retry button.
 */
export function LoadFailed({ message, retryLabel, href }: { message: string; retryLabel: string; href: string }) {
  return (
    <div role="alert" className={styles.failed}>
      <p className={styles.message}>{message}</p>
      <p>
        <a className={styles.retry} href={href}>
          {retryLabel}
        </a>
      </p>
    </div>
  );
}

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
