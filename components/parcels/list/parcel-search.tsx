'use client';

import { useState, useTransition } from 'react';
import { Button, Input } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { listHref } from '@/components/ui/list/list-query';
import { filtersOfSearch, isoDateOrNull, type ParcelSearch } from './parcel-list-query';
import styles from './parcels.module.css';

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
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        go({ trackingNumber, from: isoDateOrNull(from), to: isoDateOrNull(to) });
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
      <fieldset className={`${styles.field} ${styles.dates}`}>
        <legend>{t('search.created')}</legend>
        <span className={styles.dateRange}>
          <label className={styles.dateField}>
            <span className="sr-only">{t('search.from')}</span>
            <input type="date" name="from" className={styles.date} value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <span className={styles.dateDash} aria-hidden>
            –
          </span>
          <label className={styles.dateField}>
            <span className="sr-only">{t('search.to')}</span>
            <input type="date" name="to" className={styles.date} value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
          </label>
        </span>
      </fieldset>
      <div className={styles.searchActions}>
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
