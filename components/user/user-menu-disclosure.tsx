'use client';

import type { ReactNode } from 'react';
import { useRouteDisclosure } from '@/components/ui/use-route-disclosure';
import styles from './user-shell.module.css';

/**
 * Below 768px the user menu folds behind a menu button (the page starts at the top of the first
 * screen); wider, the button is hidden and the menu always shown. Following a link or Escape closes it.
 */
export function UserMenuDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const { open, panelId, buttonProps } = useRouteDisclosure();

  return (
    <>
      <button type="button" className={styles.menuToggle} {...buttonProps}>
        <span className={styles.menuToggleIcon} aria-hidden="true" />
        {label}
      </button>
      <div id={panelId} className={styles.menuPanel} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}
