'use client';

import { FilterBar, useFilterForm } from '@/components/ui/list/filter-bar';
import styles from './goods.module.css';

/** `shipForMeGoods.search`, worded on the server: this public page carries no client catalog. */
export type GoodsSearchTexts = Record<'label' | 'submit' | 'reset' | 'from' | 'to' | 'keyword' | 'placeholder', string>;

/**
 * The keyword search above the goods (title, shop or spec), kept in the URL (`param`: the list query's
 * KEYWORD_PARAM, given by the page so its rules stay out of this island); a native field (no antd here).
 */
export function GoodsSearch({ keyword, param, texts }: { keyword: string; param: string; texts: GoodsSearchTexts }) {
  const form = useFilterForm({
    initial: { keyword },
    t: (key) => texts[key],
    changeOf: (values) => ({ filters: { [param]: values.keyword.trim() || null } }),
  });
  return (
    <FilterBar {...form.bar}>
      <label className={styles.searchField}>
        <span>{texts.keyword}</span>
        <input {...form.input('keyword')} type="search" className={styles.searchInput} placeholder={texts.placeholder} maxLength={100} autoComplete="off" />
      </label>
    </FilterBar>
  );
}
