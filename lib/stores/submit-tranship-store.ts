// Order items selected for a transhipment order and the service fees added to them, key
// lsSubmitTranshipOrder. SPEC gives "expire 12" without a unit; we read it as 12 hours.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { SELECTED_ORDER_ITEM_TTL_HOURS } from '@/lib/contract/constants';
import { createExpiringStorage, HOUR_MS, removeExpiring } from './expiring-storage';
import { registerPersistedStore } from './hydration';

export const SUBMIT_TRANSHIP_STORAGE_KEY = 'lsSubmitTranshipOrder';
export const SUBMIT_TRANSHIP_TTL_MS = SELECTED_ORDER_ITEM_TTL_HOURS * HOUR_MS;

/** The fee shape is not in the SPEC: an added service by id with its fee in major units. */
export interface AddedServiceFee {
  serviceId: string;
  name?: string;
  fee: number;
}

export interface SubmitTranshipState {
  selectedOrderItemIds: string[];
  addedServiceFees: AddedServiceFee[];
  setSelectedOrderItemIds: (ids: string[]) => void;
  setAddedServiceFees: (fees: AddedServiceFee[]) => void;
  clear: () => void;
}

type Persisted = Pick<SubmitTranshipState, 'selectedOrderItemIds' | 'addedServiceFees'>;

export const useSubmitTranshipStore = create<SubmitTranshipState>()(
  persist(
    (set) => ({
      selectedOrderItemIds: [],
      addedServiceFees: [],
      setSelectedOrderItemIds: (ids) => set({ selectedOrderItemIds: [...ids] }),
      setAddedServiceFees: (fees) => set({ addedServiceFees: [...fees] }),
      clear: () => {
        set({ selectedOrderItemIds: [], addedServiceFees: [] });
        removeExpiring(SUBMIT_TRANSHIP_STORAGE_KEY);
      },
    }),
    {
      name: SUBMIT_TRANSHIP_STORAGE_KEY,
      storage: createExpiringStorage<Persisted>(SUBMIT_TRANSHIP_TTL_MS),
      partialize: ({ selectedOrderItemIds, addedServiceFees }) => ({ selectedOrderItemIds, addedServiceFees }),
      skipHydration: true,
    },
  ),
);

registerPersistedStore(() => useSubmitTranshipStore.persist.rehydrate());
