import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import styles from './wallet.module.css';

/** One part of the wallet page, named by its heading (`<id>-title`); server and client components use it. */
export function WalletSection({ id, title, as, children }: { id: string; title: ReactNode; as?: 'section' | 'nav'; children: ReactNode }) {
  return (
    <TitledSection as={as} headingId={`${id}-title`} title={title} className={styles.section} headingClassName={styles.heading}>
      {children}
    </TitledSection>
  );
}
