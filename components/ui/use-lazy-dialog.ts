'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';

/**
 * State of a button whose dialog is loaded on first press (`next/dynamic`): render the dialog once `opened`,
 * pass it `open` and `close`; after the dialog changed something, `refresh` reads the page's server data again
 * (`refreshing` meanwhile, e.g. to disable the button).
 */
export function useLazyDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  return {
    open,
    opened,
    refreshing,
    show: () => {
      setOpened(true);
      setOpen(true);
    },
    close: () => setOpen(false),
    refresh: () => startRefresh(() => router.refresh()),
  };
}
