'use client';

import { useState, useTransition } from 'react';
import { Button, DatePicker, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { listHref } from '@/components/ui/list/list-query';
import { filtersOfSearch, type ParcelSearch } from './parcel-list-query';
import styles from './parcels.module.css';

const DAY = 'YYYY-MM-DD';
type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * The search above My parcels: tracking number and created date range. The URL holds them (the server
 * reads the list from it); the page renders this form again with a new `key` when the URL changes, so
 * back and forward show the search of that entry.
 */
export function ParcelSearchBar({ initial }: { initial: ParcelSearch }) {
  const t = useTranslations('parcels');
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [trackingNumber, setTrackingNumber] = useState(initial.trackingNumber);
  const [range, setRange] = useState<Range>(initial.from || initial.to ? [initial.from ? dayjs(initial.from) : null, initial.to ? dayjs(initial.to) : null] : null);

  const go = (next: ParcelSearch) =>
    startTransition(() => router.push(listHref(pathname, search?.toString() ?? '', { filters: filtersOfSearch(next) })));

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        go({ trackingNumber, from: range?.[0]?.format(DAY) ?? null, to: range?.[1]?.format(DAY) ?? null });
      }}
    >
      <label className={styles.field}>
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
      <div className={styles.field}>
        <span id="parcel-created-label">{t('search.created')}</span>
        <DatePicker.RangePicker
          value={range}
          onChange={(value) => setRange(value)}
          allowEmpty={[true, true]}
          placeholder={[t('search.from'), t('search.to')]}
          aria-labelledby="parcel-created-label"
          className={styles.range}
        />
      </div>
      <div className={styles.searchActions}>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('search.submit')}
        </Button>
        <Button
          onClick={() => {
            setTrackingNumber('');
            setRange(null);
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
