import type { ReactNode } from 'react';
import styles from './detail.module.css';

/** A titled part of the waybill page (an h2 naming a section). */
export function DetailSection({ id, title, children, className }: { id: string; title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={[styles.section, className].filter(Boolean).join(' ')} data-testid={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Terms and values (a <dl>); entries whose value is null are left out. */
export function Facts({ items }: { items: [term: ReactNode, value: ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value], index) => (
          <div key={index} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
