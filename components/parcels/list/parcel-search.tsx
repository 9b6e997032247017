'use client';

import { useState } from 'react';
import { Input } from 'antd';
import { useTranslations } from 'next-intl';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, useFilterPush } from '@/components/ui/list/filter-bar';
import bar from '@/components/ui/list/filter-bar.module.css';
import { filtersOfSearch, isoDateOrNull, type ParcelSearch } from './parcel-list-query';

/**
 * The search above My parcels: tracking number and created date range. The URL holds them (the server
 * reads the list from it); the page renders this form again with a new `key` when the URL changes.
 */
export function ParcelSearchBar({ initial }: { initial: ParcelSearch }) {
  const t = useTranslations('parcels');
  const { pending, push } = useFilterPush();
  const [trackingNumber, setTrackingNumber] = useState(initial.trackingNumber);
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const go = (next: ParcelSearch) => push({ filters: filtersOfSearch(next) });

  return (
    <FilterBar
      label={t('search.label')}
      submitLabel={t('search.submit')}
      resetLabel={t('search.reset')}
      pending={pending}
      onSubmit={() => go({ trackingNumber, from: isoDateOrNull(from), to: isoDateOrNull(to) })}
      onReset={() => {
        setTrackingNumber('');
        setFrom('');
        setTo('');
        go({ trackingNumber: '', from: null, to: null });
      }}
    >
      <label className={`${bar.field} ${bar.keyword}`}>
        <span>{t('search.trackingNumber')}</span>
        <Input
          name="trackingNumber"
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          placeholder={t('search.trackingPlaceholder')}
          allowClear
          maxLength={64}
          autoComplete="off"
        />
      </label>
      <DateRangeField
        legend={t('search.created')}
        fromLabel={t('search.from')}
        toLabel={t('search.to')}
        from={from}
        to={to}
        onFromChange={setFrom}
        onToChange={setTo}
      />
    </FilterBar>
  );
}
