'use client';

import { useTranslations } from 'next-intl';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, useFilterForm } from '@/components/ui/list/filter-bar';
import { KeywordField } from '@/components/ui/list/keyword-field';
import { isoDateOrNull } from '@/components/ui/list/list-query';
import { filtersOfSearch, type ParcelSearch } from './parcel-list-query';

/**
 * The search above My parcels: tracking number and created date range. The URL holds them (the server
 * reads the list from it); the page renders this form again with a new `key` when the URL changes.
 */
export function ParcelSearchBar({ initial }: { initial: ParcelSearch }) {
  const t = useTranslations('parcels.search');
  const form = useFilterForm({
    initial: { trackingNumber: initial.trackingNumber, from: initial.from ?? '', to: initial.to ?? '' },
    t,
    changeOf: ({ trackingNumber, from, to }) => ({ filters: filtersOfSearch({ trackingNumber, from: isoDateOrNull(from), to: isoDateOrNull(to) }) }),
  });

  return (
    <FilterBar {...form.bar}>
      <KeywordField {...form.input('trackingNumber')} wide label={t('trackingNumber')} placeholder={t('trackingPlaceholder')} />
      <DateRangeField {...form.dates(t('created'))} />
    </FilterBar>
  );
}
