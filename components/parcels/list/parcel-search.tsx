'use client';

import { useState, useTransition } from 'react';
import { Button, Input } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { listHref } from '@/components/ui/list/list-query';
import { filtersOfSearch, isoDateOrNull, type ParcelSearch } from './parcel-list-query';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import bar from '@/components/ui/list/filter-bar.module.css';

/**
 * The search above My parcels: tracking number and created date range (two native date fields, each
 * bounding the other so from ≤ to). The URL holds them (the server reads the list from it); the page
 * renders this form again with a new `key` when the URL changes, so back and forward show the search of
 * that entry.
 */
export function ParcelSearchBar({ initial }: { initial: ParcelSearch }) {
  const t = useTranslations('parcels');
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [trackingNumber, setTrackingNumber] = useState(initial.trackingNumber);
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');

  const go = (next: ParcelSearch) =>
    startTransition(() => router.push(listHref(pathname, search?.toString() ?? '', { filters: filtersOfSearch(next) })));

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className={bar.bar}
      onSubmit={(event) => {
        event.preventDefault();
        go({ trackingNumber, from: isoDateOrNull(from), to: isoDateOrNull(to) });
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
      <div className={bar.actions}>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('search.submit')}
        </Button>
        <Button
          onClick={() => {
            setTrackingNumber('');
            setFrom('');
            setTo('');
            go({ trackingNumber: '', from: null, to: null });
          }}
          disabled={pending}
        >
          {t('search.reset')}
        </Button>
      </div>
    </form>
  );
}
