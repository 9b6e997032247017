'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import styles from './user-shell.module.css';

/**
 * Below 768px the user menu folds behind a menu button (the page starts at the top of the first
 * screen); wider, the button is hidden and the menu always shown. Following a link or Escape closes it.
 */
export function UserMenuDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenAt(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <span className={styles.menuToggleIcon} aria-hidden="true" />
        {label}
      </button>
      <div id={panelId} className={styles.menuPanel} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}
