'use client';

import { useId, useState } from 'react';
import { Input } from 'antd';
import { useTranslations } from 'next-intl';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, useFilterPush } from '@/components/ui/list/filter-bar';
import bar from '@/components/ui/list/filter-bar.module.css';
import { filtersOfSearch, KEYWORD_MAX, type CombinedOrderSearch } from './combined-order-list-query';

/**
 * The search above My waybills and My transhipment orders (`namespace`: whose texts, the same keys): a
 * number (the order's, a parcel's or the carrier's tracking number) and the created date range. The URL
 * holds them; the page renders this form again with a new `key` when the URL changes.
 */
export function CombinedOrderSearchBar({
  initial,
  namespace = 'combinedOrder',
}: {
  initial: CombinedOrderSearch;
  namespace?: 'combinedOrder' | 'transhipmentOrder';
}) {
  const t = useTranslations(`${namespace}.list.search` as 'combinedOrder.list.search');
  const { pending, push } = useFilterPush();
  const [values, setValues] = useState(initial);
  // The label names the field only (a wrapping label would add antd's clear icon to the name).
  const keywordId = useId();
  const set = (name: keyof CombinedOrderSearch, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const go = (next: CombinedOrderSearch) => push({ filters: filtersOfSearch(next) });

  return (
    <FilterBar
      label={t('label')}
      submitLabel={t('submit')}
      resetLabel={t('reset')}
      pending={pending}
      onSubmit={() => go(values)}
      onReset={() => {
        const cleared = { keyword: '', from: '', to: '' };
        setValues(cleared);
        go(cleared);
      }}
    >
      <div className={`${bar.field} ${bar.keyword}`}>
        <label htmlFor={keywordId}>{t('keyword')}</label>
        <Input
          id={keywordId}
          name="keyword"
          value={values.keyword}
          onChange={(event) => set('keyword', event.target.value)}
          placeholder={t('keywordPlaceholder')}
          allowClear
          maxLength={KEYWORD_MAX}
          autoComplete="off"
        />
      </div>
      <DateRangeField
        legend={t('created')}
        fromLabel={t('from')}
        toLabel={t('to')}
        from={values.from}
        to={values.to}
        onFromChange={(value) => set('from', value)}
        onToChange={(value) => set('to', value)}
      />
    </FilterBar>
  );
}
