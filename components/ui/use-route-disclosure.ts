'use client';

import { useEffect, useId, useState } from 'react';
import { usePathname } from 'next/navigation';

/**
 * A menu panel behind a button: open for one path only (following a link closes it without an effect),
 * closed by Escape. Spread `buttonProps` on the button and give the panel `id={panelId}`.
 */
export function useRouteDisclosure() {
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

  return {
    open,
    panelId,
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenAt(open ? null : pathname),
    },
  };
}
