'use client';

import { useState, useTransition } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { POINTS_DAY_PRESETS, POINTS_KINDS, type PointsKind } from '@/lib/contract/coupon-rules';
import { isoDate } from '@/components/funds/records/records-query';
import styles from '@/components/funds/records/records-toolbar.module.css';
import { buttonClassName } from '@/components/ui/button';
import { listHref } from '@/components/ui/list/list-query';
import { pointsKindLabel } from './points-labels';
import { EMPTY_POINTS_SEARCH, filtersOfPointsSearch, type PointsDays, type PointsSearch } from './points-query';

type Period = '' | 'custom' | `${PointsDays}`;

const periodOf = (values: PointsSearch): Period => (values.days ? (String(values.days) as Period) : values.from || values.to ? 'custom' : '');

/**
 * The points record's search: the kind, a period (the last 30 / 90 / 365 days, or a custom range on two
 * native date fields). The URL holds it (the server reads the list from it); the page renders this form
 * again with a new `key` when the URL changes.
 */
export function PointsFilters({ initial }: { initial: PointsSearch }) {
  const t = useTranslations('points');
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  const [pending, startTransition] = useTransition();
  const [kind, setKind] = useState<string>(initial.kind ?? '');
  const [period, setPeriod] = useState<Period>(periodOf(initial));
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');

  const go = (values: PointsSearch) => startTransition(() => router.push(listHref(pathname, query, { filters: filtersOfPointsSearch(values) }), { scroll: false }));

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        const custom = period === 'custom';
        go({
          kind: (kind || null) as PointsKind | null,
          days: custom || !period ? null : (Number(period) as PointsDays),
          from: custom ? isoDate(from) || null : null,
          to: custom ? isoDate(to) || null : null,
        });
      }}
    >
      <label className={styles.field}>
        <span>{t('filters.kind')}</span>
        <select name="kind" className={styles.control} value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">{t('filters.allKinds')}</option>
          {POINTS_KINDS.map((value) => (
            <option key={value} value={value}>
              {pointsKindLabel(t, value)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('filters.period')}</span>
        <select name="period" className={styles.control} value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
          <option value="">{t('filters.anyTime')}</option>
          {POINTS_DAY_PRESETS.map((days) => (
            <option key={days} value={String(days)}>
              {t('filters.lastDays', { days })}
            </option>
          ))}
          <option value="custom">{t('filters.custom')}</option>
        </select>
      </label>
      {period === 'custom' ? (
        <fieldset className={`${styles.field} ${styles.dates}`}>
          <legend>{t('filters.range')}</legend>
          <span className={styles.dateRange}>
            <label className={styles.dateField}>
              <span className="sr-only">{t('filters.from')}</span>
              <input type="date" name="from" className={styles.control} value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
            </label>
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <label className={styles.dateField}>
              <span className="sr-only">{t('filters.to')}</span>
              <input type="date" name="to" className={styles.control} value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
            </label>
          </span>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName('primary')} aria-busy={pending || undefined} disabled={pending}>
          {t('filters.submit')}
        </button>
        <button
          type="button"
          className={buttonClassName('default')}
          disabled={pending}
          onClick={() => {
            setKind('');
            setPeriod('');
            setFrom('');
            setTo('');
            go(EMPTY_POINTS_SEARCH);
          }}
        >
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}
