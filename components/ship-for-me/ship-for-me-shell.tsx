import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { ShipForMeNav, type ShipForMeSection } from './ship-for-me-nav';
import styles from './ship-for-me.module.css';

interface ShipForMeShellProps {
  current?: ShipForMeSection | null;
  exact?: boolean;
  children: ReactNode;
}

/**
 * The frame of every ship-for-me page of the site layout: the site's width and side margins (Container), the
 * section's links, then the page. Status tabs inside wrap instead of scrolling sideways. Async like the nav it
 * holds, so page tests that resolve server components render it too.
 */
export async function ShipForMeShell({ current, exact, children }: ShipForMeShellProps) {
  return (
    <Container className={styles.shell}>
      <ShipForMeNav current={current} exact={exact} />
      {children}
    </Container>
  );
}
