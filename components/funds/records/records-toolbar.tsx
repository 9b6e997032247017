'use client';

import { useTranslations } from 'next-intl';
import type { Choice } from './records-labels';
import { RECORD_PARAMS, type RecordParam, type RecordSearch } from './records-query';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, SelectField, useFilterForm } from '@/components/ui/list/filter-bar';
import { isoDate } from '@/components/ui/list/list-query';
import bar from '@/components/ui/list/filter-bar.module.css';

export interface ToolbarSelect {
  name: Extract<RecordParam, 'kind' | 'type' | 'status' | 'method'>;
  label: string;
  options: Choice[];
}

export interface RecordsToolbarProps {
  /** The search form's accessible name. */
  label: string;
  selects?: ToolbarSelect[];
  /** A date range (two native date fields, each bounding the other). */
  dates?: boolean;
  /** A number search (record, top-up or document number). */
  keyword?: boolean;
  /** The filters the URL holds now (the page renders this again with a new `key` when they change). */
  initial: RecordSearch;
}

/**
 * The filters above a records list: selects, a date range and a number, all in the URL (the server
 * reads the list from it), native controls only (no antd: /details pages are outside the user area).
 * Needs the `records` catalog namespace.
 */
export function RecordsToolbar({ label, selects = [], dates = false, keyword = false, initial }: RecordsToolbarProps) {
  const t = useTranslations('records.toolbar');
  const form = useFilterForm({
    initial,
    t: (key) => (key === 'label' ? label : t(key)),
    changeOf: (values) => {
      const next = { ...values, from: isoDate(values.from), to: isoDate(values.to), keyword: values.keyword.trim() };
      const filters: Record<string, string | null> = {};
      for (const name of Object.keys(RECORD_PARAMS) as RecordParam[]) filters[RECORD_PARAMS[name]] = next[name] || null;
      return { filters };
    },
  });

  return (
    <FilterBar {...form.bar}>
      {selects.map((select) => (
        <SelectField key={select.name} {...form.input(select.name)} label={select.label} allLabel={t('all')} options={select.options} />
      ))}
      {dates ? <DateRangeField {...form.dates(t('dates'))} /> : null}
      {keyword ? (
        <label className={`${bar.field} ${bar.keyword}`}>
          <span>{t('keyword')}</span>
          <input type="search" className={bar.control} maxLength={64} autoComplete="off" placeholder={t('keywordPlaceholder')} {...form.input('keyword')} />
        </label>
      ) : null}
    </FilterBar>
  );
}
