import { Fragment, type ReactNode } from 'react';
import styles from './topup.module.css';

/** One boxed part of a top-up page, named by its heading (server and client components use it). */
export function TopupSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface Fact {
  term: string;
  value: ReactNode;
  /** `strong` (a figure to act on), `copyable` (an account number, a reference). */
  look?: ('strong' | 'copyable')[];
}

/** Terms and their values (a <dl>, two columns, one on a narrow screen); false entries are left out. */
export function FactList({ facts }: { facts: (Fact | false | null)[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map(({ term, value, look }) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd className={look?.map((name) => styles[name]).join(' ') || undefined}>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
