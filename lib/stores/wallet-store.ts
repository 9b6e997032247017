// The wallet's active records tab (SPEC section 3 "Wallet active tab (default all)"), key lsDetails,
// kept without expiry (docs/decisions.md "Client layer"). The URL's `?tab=` wins when present; the
// stored tab is restored when the URL names none (components/funds/wallet/wallet-tab-sync.tsx).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { DEFAULT_WALLET_TAB, WALLET_TABS, type WalletTab } from '@/lib/contract/money-rules';
import { createExpiringStorage } from './expiring-storage';
import { registerPersistedStore } from './hydration';

export const WALLET_STORAGE_KEY = 'lsDetails';

export interface WalletStoreState {
  activeTab: WalletTab;
  setActiveTab: (tab: WalletTab) => void;
}

/** A tab the wallet knows (anything else, e.g. an old or edited value, is not one). */
export function isWalletTab(value: unknown): value is WalletTab {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(WALLET_TABS, value);
}

/**
 * The tab to show: the URL's when it names a known one, else the stored one. `restore` is true when the
 * URL should be rewritten to carry the stored tab (the server rendered the default for a URL without one).
 */
export function resolveWalletTab(urlTab: string | null | undefined, stored: WalletTab): { tab: WalletTab; restore: boolean } {
  if (isWalletTab(urlTab)) return { tab: urlTab, restore: false };
  return { tab: stored, restore: stored !== DEFAULT_WALLET_TAB };
}

export const useWalletStore = create<WalletStoreState>()(
  persist(
    (set) => ({
      activeTab: DEFAULT_WALLET_TAB,
      setActiveTab: (activeTab) => set({ activeTab: isWalletTab(activeTab) ? activeTab : DEFAULT_WALLET_TAB }),
    }),
    {
      name: WALLET_STORAGE_KEY,
      storage: createExpiringStorage<Pick<WalletStoreState, 'activeTab'>>(null),
      partialize: ({ activeTab }) => ({ activeTab }),
      // A stored value that is no longer a tab reads as the default.
      merge: (persisted, current) => {
        const tab = (persisted as Partial<WalletStoreState> | undefined)?.activeTab;
        return { ...current, activeTab: isWalletTab(tab) ? tab : DEFAULT_WALLET_TAB };
      },
      skipHydration: true,
    },
  ),
);

registerPersistedStore(() => useWalletStore.persist.rehydrate());
