import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageFrame, type Crumb } from '@/components/ui/page-frame';
import { Link } from '@/lib/i18n/navigation';
import styles from './records.module.css';

export interface RecordsFrameProps {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
  breadcrumbs?: { label: string; items: Crumb[] };
  /** The back link's text (to My wallet). */
  backLabel: string;
  /** `page`: a /details page in the site layout (the user area's white box, centred); `user`: inside the user shell. */
  variant?: 'page' | 'user';
  children: ReactNode;
}

/** The frame of a records page: a link back to My wallet, then the page frame (title, crumbs, actions). */
export function RecordsFrame({ backLabel, variant = 'page', ...frame }: RecordsFrameProps) {
  const body = (
    <>
      <p className={styles.back}>
        <Link href="/user/my-wallet" className={styles.backLink}>
          <span aria-hidden>←</span> {backLabel}
        </Link>
      </p>
      <PageFrame {...frame} />
    </>
  );
  if (variant === 'user') return body;
  return (
    <Container width="user" className={styles.page}>
      <div className={styles.box}>{body}</div>
    </Container>
  );
}
