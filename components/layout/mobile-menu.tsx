'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
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
  // Open for one path only: following a link closes the panel without an effect.
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpenAt(null);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </button>
      <div id={panelId} className={styles.panel} data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}
