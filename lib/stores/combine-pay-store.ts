// Logistics orders chosen for combined payment, key lsCombinePay. SPEC gives "expire 1" without a
// unit; we read it as 1 hour (docs/decisions.md).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { LOGISTICS_ORDER_IDS_TTL_HOURS } from '@/lib/contract/constants';
import { createExpiringStorage, HOUR_MS, removeExpiring } from './expiring-storage';
import { registerPersistedStore } from './hydration';

export const COMBINE_PAY_STORAGE_KEY = 'lsCombinePay';
export const COMBINE_PAY_TTL_MS = LOGISTICS_ORDER_IDS_TTL_HOURS * HOUR_MS;

export interface CombinePayState {
  logisticsOrderIds: string[];
  setLogisticsOrderIds: (ids: string[]) => void;
  clear: () => void;
}

export const useCombinePayStore = create<CombinePayState>()(
  persist(
    (set) => ({
      logisticsOrderIds: [],
      setLogisticsOrderIds: (ids) => set({ logisticsOrderIds: [...ids] }),
      clear: () => {
        set({ logisticsOrderIds: [] });
        removeExpiring(COMBINE_PAY_STORAGE_KEY);
      },
    }),
    {
      name: COMBINE_PAY_STORAGE_KEY,
      storage: createExpiringStorage<Pick<CombinePayState, 'logisticsOrderIds'>>(COMBINE_PAY_TTL_MS),
      partialize: ({ logisticsOrderIds }) => ({ logisticsOrderIds }),
      skipHydration: true,
    },
  ),
);

registerPersistedStore(() => useCombinePayStore.persist.rehydrate());
