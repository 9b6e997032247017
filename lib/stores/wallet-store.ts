// Active tab of the wallet / details pages (default 'all'), key lsDetails; no expiry.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createExpiringStorage } from './expiring-storage';
import { registerPersistedStore } from './hydration';

export const WALLET_STORAGE_KEY = 'lsDetails';
export const DEFAULT_WALLET_TAB = 'all';

export interface WalletState {
  activeTab: string;
  setActiveTab: (tab: string) => void;
}

export const useWalletStore = create<WalletState>()(
  persist(
    (set) => ({
      activeTab: DEFAULT_WALLET_TAB,
      setActiveTab: (tab) => set({ activeTab: tab || DEFAULT_WALLET_TAB }),
    }),
    {
      name: WALLET_STORAGE_KEY,
      storage: createExpiringStorage<Pick<WalletState, 'activeTab'>>(null),
      partialize: ({ activeTab }) => ({ activeTab }),
      skipHydration: true,
    },
  ),
);

registerPersistedStore(() => useWalletStore.persist.rehydrate());
