import type { ReactNode } from 'react';
import styles from './tone-tag.module.css';

export type Tone = 'neutral' | 'blue' | 'green' | 'purple' | 'warning' | 'error';

/** A tag (drawn like antd's) in one of a few tones whose text keeps a 4.5:1 contrast (antd's preset colours do not at 12 px). */
export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}
