import type { ReactNode } from 'react';
import styles from './sticky-bar.module.css';

interface StickyBarProps {
  /** The region's accessible name. */
  label: string;
  /** What is chosen (read out when it changes). */
  summary: ReactNode;
  actions: ReactNode;
  /** After the actions (a form error across the bar, a message holder). */
  children?: ReactNode;
  testId?: string;
}

/** The bar kept in view under a list while rows are chosen: what is chosen, then what to do with it. */
export function StickyBar({ label, summary, actions, children, testId }: StickyBarProps) {
  return (
    <div className={styles.bar} role="region" aria-label={label} data-testid={testId}>
      <p className={styles.summary} aria-live="polite">
        {summary}
      </p>
      <div className={styles.actions}>{actions}</div>
      {children}
    </div>
  );
}
