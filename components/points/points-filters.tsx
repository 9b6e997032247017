'use client';

import { useTranslations } from 'next-intl';
import { POINTS_DAY_PRESETS, POINTS_KINDS, type PointsKind } from '@/lib/contract/coupon-rules';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, SelectField, useFilterForm } from '@/components/ui/list/filter-bar';
import { periodOf, periodSearchOf } from '@/components/ui/list/list-query';
import { pointsKindLabel } from './points-labels';
import { filtersOfPointsSearch, type PointsDays, type PointsSearch } from './points-query';

/**
 * The points record's search: the kind, a period (the last 30 / 90 / 365 days, or a custom range on two
 * native date fields). The URL holds it (the server reads the list from it); the page renders this form
 * again with a new `key` when the URL changes.
 */
export function PointsFilters({ initial }: { initial: PointsSearch }) {
  const t = useTranslations('points');
  const tf = useTranslations('points.filters');
  const form = useFilterForm({
    initial: { kind: initial.kind ?? '', period: periodOf(initial), from: initial.from ?? '', to: initial.to ?? '' },
    t: tf,
    scroll: false,
    changeOf: (values) => ({
      filters: filtersOfPointsSearch({ kind: (values.kind || null) as PointsKind | null, ...periodSearchOf<PointsDays>(values) }),
    }),
  });

  return (
    <FilterBar {...form.bar}>
      <SelectField
        {...form.input('kind')}
        label={tf('kind')}
        allLabel={tf('allKinds')}
        options={POINTS_KINDS.map((value) => ({ value, label: pointsKindLabel(t, value) }))}
      />
      <SelectField
        {...form.input('period')}
        label={tf('period')}
        allLabel={tf('anyTime')}
        options={POINTS_DAY_PRESETS.map((days) => ({ value: String(days), label: tf('lastDays', { days }) }))}
      >
        <option value="custom">{tf('custom')}</option>
      </SelectField>
      {form.values.period === 'custom' ? <DateRangeField {...form.dates(tf('range'))} /> : null}
    </FilterBar>
  );
}
