// Parcel and combined-order status lists from the status-definition endpoint (SPEC section 4).
import { create } from 'zustand';
import { OrderKind } from '@/lib/contract/enums';
import type { StatusDefinition } from '@/lib/contract/wire';

export interface StatusState {
  parcelStatuses: StatusDefinition[];
  combinedOrderStatuses: StatusDefinition[];
  setStatuses: (kind: OrderKind, statuses: StatusDefinition[]) => void;
}

const bySort = (a: StatusDefinition, b: StatusDefinition) => a.sort - b.sort;

export const useStatusStore = create<StatusState>()((set) => ({
  parcelStatuses: [],
  combinedOrderStatuses: [],
  setStatuses: (kind, statuses) => {
    const sorted = [...statuses].sort(bySort);
    set(kind === OrderKind.MyParcel ? { parcelStatuses: sorted } : { combinedOrderStatuses: sorted });
  },
}));
