'use client';

import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { WalletTab } from '@/lib/contract/money-rules';
import { resolveWalletTab, useWalletStore } from '@/lib/stores/wallet-store';
import { tabHref } from './wallet-query';

/**
 * Keeps the stored tab (lsDetails) and the URL's `?tab=` in step once the store has hydrated: a URL that
 * names a tab wins and is remembered; a URL without one (the menu's link) is replaced by one naming the
 * remembered tab, so the server renders that tab. Renders nothing.
 */
export function WalletTabSync({ urlTab }: { urlTab: WalletTab | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';

  useEffect(() => {
    const apply = () => {
      const store = useWalletStore.getState();
      const { tab, restore } = resolveWalletTab(urlTab, store.activeTab);
      if (restore) router.replace(tabHref(pathname, query, tab), { scroll: false });
      else if (store.activeTab !== tab) store.setActiveTab(tab);
    };
    if (useWalletStore.persist.hasHydrated()) {
      apply();
      return undefined;
    }
    return useWalletStore.persist.onFinishHydration(apply);
  }, [urlTab, pathname, query, router]);

  return null;
}
