'use client';

import type { ReactNode } from 'react';
import { useRouteDisclosure } from '@/components/ui/use-route-disclosure';
import styles from './header.module.css';

interface MobileMenuProps {
  label: string;
  children: ReactNode;
}

/**
 * Wraps the header's navigation and tools. Wide screens show them inline and hide the button; narrow
 * screens (below 1024px) show only the button, which opens them as a panel under the header.
 */
export function MobileMenu({ label, children }: MobileMenuProps) {
  const { open, panelId, buttonProps } = useRouteDisclosure();

  return (
    <>
      <button type="button" className={styles.menuButton} {...buttonProps}>
        <span className={styles.menuIcon} aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </button>
      <div id={panelId} className={styles.panel} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}
