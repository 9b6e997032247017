import { Fragment, type ReactNode } from 'react';
import styles from './section.module.css';

/** One titled block of the account page; its heading names it for assistive technology. */
export function AccountSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface AccountFact {
  term: string;
  value: ReactNode;
  testId?: string;
}

/** The read-only values of a section, as term / value pairs. */
export function AccountFacts({ items }: { items: AccountFact[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(({ term, value, testId }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd data-testid={testId}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
