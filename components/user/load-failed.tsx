import styles from './user-center.module.css';

/** A server-rendered failure notice with a retry link (ARCHITECTURE.md: never a blank page). */
export function LoadFailed({ message, retryLabel, href }: { message: string; retryLabel: string; href: string }) {
  return (
    <div role="alert">
      <p className={styles.error}>{message}</p>
      <p>
        <a className={styles.retry} href={href}>
          {retryLabel}
        </a>
      </p>
    </div>
  );
}
