import { Fragment, type ReactNode } from 'react';
import styles from './facts.module.css';

/** A term and its value (and the value's own class, if any). */
export type Fact = [term: ReactNode, value: ReactNode, valueClassName?: string];

/**
 * Terms and their values (a <dl>, two columns, one on a narrow screen); an entry whose value is null,
 * undefined or '' is left out. `className`: a module's own look instead of ./facts.module.css.
 */
export function Facts({ items, className = styles.facts }: { items: Fact[]; className?: string }) {
  return (
    <dl className={className}>
      {items
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value, valueClassName], index) => (
          <Fragment key={index}>
            <dt>{term}</dt>
            <dd className={valueClassName || undefined}>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
