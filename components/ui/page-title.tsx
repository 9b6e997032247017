import type { ReactNode } from 'react';
import styles from './page-title.module.css';

interface PageTitleProps {
  children: ReactNode;
  subtitle?: ReactNode;
  /** Heading level; 1 unless the page already has its h1. */
  level?: 1 | 2;
  /** Right-aligned actions (buttons, links). */
  actions?: ReactNode;
}

export function PageTitle({ children, subtitle, level = 1, actions }: PageTitleProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.wrap}>
      <div className={styles.text}>
        <Heading className={styles.title}>{children}</Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
