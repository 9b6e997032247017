import type { ReactNode } from 'react';
import { Facts, type Fact as UiFact } from '@/components/ui/facts';
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

/** A top-up's terms and values (components/ui/facts.tsx with this page's looks); false entries are left out. */
export function FactList({ facts }: { facts: (Fact | false | null)[] }) {
  const items = facts
    .filter((fact): fact is Fact => Boolean(fact))
    .map(({ term, value, look }): UiFact => [term, value, look?.map((name) => styles[name]).join(' ')]);
  return <Facts className={styles.facts} items={items} />;
}
