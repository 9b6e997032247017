// Selected (open) help categories of the help menu: kept in memory, not persisted.
import { create } from 'zustand';

export interface HelpState {
  selectedCategoryIds: string[];
  setSelectedCategoryIds: (ids: string[]) => void;
}

export const useHelpStore = create<HelpState>()((set) => ({
  selectedCategoryIds: [],
  setSelectedCategoryIds: (ids) => set({ selectedCategoryIds: [...ids] }),
}));
