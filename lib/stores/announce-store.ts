// Announcement popup suppression (SPEC section 4: noShow for 24 hours), key lsAnnounce.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { ANNOUNCE_SUPPRESS_HOURS } from '@/lib/contract/constants';
import { createExpiringStorage, HOUR_MS, removeExpiring } from './expiring-storage';
import { registerPersistedStore } from './hydration';

export const ANNOUNCE_STORAGE_KEY = 'lsAnnounce';
export const ANNOUNCE_TTL_MS = ANNOUNCE_SUPPRESS_HOURS * HOUR_MS;

export interface AnnounceState {
  noShow: boolean;
  setNoShow: (noShow: boolean) => void;
  clear: () => void;
}

export const useAnnounceStore = create<AnnounceState>()(
  persist(
    (set) => ({
      noShow: false,
      setNoShow: (noShow) => set({ noShow }),
      clear: () => {
        set({ noShow: false });
        removeExpiring(ANNOUNCE_STORAGE_KEY);
      },
    }),
    {
      name: ANNOUNCE_STORAGE_KEY,
      storage: createExpiringStorage<Pick<AnnounceState, 'noShow'>>(ANNOUNCE_TTL_MS),
      partialize: ({ noShow }) => ({ noShow }),
      skipHydration: true,
    },
  ),
);

registerPersistedStore(() => useAnnounceStore.persist.rehydrate());
