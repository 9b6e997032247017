'use client';

import { useState, useTransition } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { POINTS_DAY_PRESETS, POINTS_KINDS, type PointsKind } from '@/lib/contract/coupon-rules';
import { isoDate } from '@/components/funds/records/records-query';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import bar from '@/components/ui/list/filter-bar.module.css';
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
      className={bar.bar}
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
      <label className={bar.field}>
        <span>{t('filters.kind')}</span>
        <select name="kind" className={bar.control} value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">{t('filters.allKinds')}</option>
          {POINTS_KINDS.map((value) => (
            <option key={value} value={value}>
              {pointsKindLabel(t, value)}
            </option>
          ))}
        </select>
      </label>
      <label className={bar.field}>
        <span>{t('filters.period')}</span>
        <select name="period" className={bar.control} value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
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
        <DateRangeField
          legend={t('filters.range')}
          fromLabel={t('filters.from')}
          toLabel={t('filters.to')}
          from={from}
          to={to}
          onFromChange={setFrom}
          onToChange={setTo}
        />
      ) : null}
      <div className={bar.actions}>
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
