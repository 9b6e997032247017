'use client';

import type { ReactNode } from 'react';
import type { ImportError } from '@/lib/contract/wire';
import styles from '@/components/parcels/import/import.module.css';

/** A titled table in a scroll region that keyboards can scroll (focusable, named by the title). */
export function PreviewTable({ id, title, head, rows }: { id: string; title: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={id}>
        <table className={styles.table}>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, row) => (
              <tr key={row}>
                {cells.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The checked file's figures (rows read, valid, wrong…) as a description list. */
export function PreviewFigures({ figures }: { figures: readonly (readonly [string, number])[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type ErrorLabel = 'errorsTitle' | 'row' | 'column' | 'value' | 'message';

/** What is wrong with a checked file, a row each (row, column, value, message); nothing when all is right. */
export function PreviewErrors({ id, errors, t }: { id: string; errors: ImportError[]; t: (key: ErrorLabel) => string }) {
  if (!errors.length) return null;
  return (
    <PreviewTable
      id={id}
      title={t('errorsTitle')}
      head={[t('row'), t('column'), t('value'), t('message')]}
      rows={errors.map((e) => [e.row, e.column, e.value || '-', e.message])}
    />
  );
}
