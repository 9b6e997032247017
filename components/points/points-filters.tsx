'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { POINTS_DAY_PRESETS, POINTS_KINDS, type PointsKind } from '@/lib/contract/coupon-rules';
import { isoDate } from '@/components/funds/records/records-query';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, useFilterPush } from '@/components/ui/list/filter-bar';
import bar from '@/components/ui/list/filter-bar.module.css';
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
  const { pending, push } = useFilterPush({ scroll: false });
  const [kind, setKind] = useState<string>(initial.kind ?? '');
  const [period, setPeriod] = useState<Period>(periodOf(initial));
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');

  const go = (values: PointsSearch) => push({ filters: filtersOfPointsSearch(values) });

  return (
    <FilterBar
      label={t('filters.label')}
      submitLabel={t('filters.submit')}
      resetLabel={t('filters.reset')}
      pending={pending}
      onSubmit={() => {
        const custom = period === 'custom';
        go({
          kind: (kind || null) as PointsKind | null,
          days: custom || !period ? null : (Number(period) as PointsDays),
          from: custom ? isoDate(from) || null : null,
          to: custom ? isoDate(to) || null : null,
        });
      }}
      onReset={() => {
        setKind('');
        setPeriod('');
        setFrom('');
        setTo('');
        go(EMPTY_POINTS_SEARCH);
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
    </FilterBar>
  );
}
