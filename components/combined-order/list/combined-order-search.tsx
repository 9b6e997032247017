'use client';

import { useTranslations } from 'next-intl';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, useFilterForm } from '@/components/ui/list/filter-bar';
import { KeywordField } from '@/components/ui/list/keyword-field';
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

  return (
    <FilterBar {...form.bar}>
      <KeywordField {...form.input('keyword')} wide label={t('keyword')} placeholder={t('keywordPlaceholder')} maxLength={KEYWORD_MAX} />
      <DateRangeField {...form.dates(t('created'))} />
    </FilterBar>
  );
}
