import type { ReactNode } from 'react';
import { ReloadButton } from './reload-button';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows a retry button with this label (loads the page again). */
  retryLabel?: string;
  /** Any other action (a link, a button). */
  action?: ReactNode;
  /** `alert` for a failure the reader should hear about; `status` (default) otherwise. */
  role?: 'status' | 'alert';
}

/** No data, or data that failed to load: a message and an optional retry, never a blank area. */
export function EmptyState({ title, description, retryLabel, action, role = 'status' }: EmptyStateProps) {
  return (
    <div className={styles.empty} role={role}>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {retryLabel || action ? (
        <div className={styles.actions}>
          {retryLabel ? <ReloadButton label={retryLabel} /> : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
