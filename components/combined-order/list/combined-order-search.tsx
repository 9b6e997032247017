'use client';

import { useId } from 'react';
import { Input } from 'antd';
import '@/components/providers/antd/input.css';
import { useTranslations } from 'next-intl';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, useFilterForm } from '@/components/ui/list/filter-bar';
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
  namespace?: 'combinedOrder' | 'transhipmentOrder' | 'shipForMeOrder';
}) {
  const t = useTranslations(`${namespace}.list.search` as 'combinedOrder.list.search');
  const form = useFilterForm({ initial, t, changeOf: (values) => ({ filters: filtersOfSearch(values) }) });
  // The label names the field only (a wrapping label would add antd's clear icon to the name).
  const keywordId = useId();

  return (
    <FilterBar {...form.bar}>
      <div className={`${bar.field} ${bar.keyword}`}>
        <label htmlFor={keywordId}>{t('keyword')}</label>
        <Input {...form.input('keyword')} id={keywordId} placeholder={t('keywordPlaceholder')} allowClear maxLength={KEYWORD_MAX} autoComplete="off" />
      </div>
      <DateRangeField {...form.dates(t('created'))} />
    </FilterBar>
  );
}
