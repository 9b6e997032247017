'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Choice } from './records-labels';
import { isoDate, RECORD_PARAMS, type RecordParam, type RecordSearch } from './records-query';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, useFilterPush } from '@/components/ui/list/filter-bar';
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
  const { pending, push } = useFilterPush();
  const [values, setValues] = useState<RecordSearch>(initial);
  const set = (name: RecordParam, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const go = (next: RecordSearch) => {
    const filters: Record<string, string | null> = {};
    for (const name of Object.keys(RECORD_PARAMS) as RecordParam[]) filters[RECORD_PARAMS[name]] = next[name] || null;
    push({ filters });
  };

  return (
    <FilterBar
      label={label}
      submitLabel={t('submit')}
      resetLabel={t('reset')}
      pending={pending}
      onSubmit={() => {
        go({ ...values, from: isoDate(values.from), to: isoDate(values.to), keyword: values.keyword.trim() });
      }}
      onReset={() => {
        const cleared = Object.fromEntries(Object.keys(values).map((name) => [name, ''])) as RecordSearch;
        setValues(cleared);
        go(cleared);
      }}
    >
      {selects.map((select) => (
        <label key={select.name} className={bar.field}>
          <span>{select.label}</span>
          <select name={select.name} className={bar.control} value={values[select.name]} onChange={(event) => set(select.name, event.target.value)}>
            <option value="">{t('all')}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {dates ? (
        <DateRangeField
          legend={t('dates')}
          fromLabel={t('from')}
          toLabel={t('to')}
          from={values.from}
          to={values.to}
          onFromChange={(value) => set('from', value)}
          onToChange={(value) => set('to', value)}
        />
      ) : null}
      {keyword ? (
        <label className={`${bar.field} ${bar.keyword}`}>
          <span>{t('keyword')}</span>
          <input
            type="search"
            name="keyword"
            className={bar.control}
            value={values.keyword}
            maxLength={64}
            autoComplete="off"
            placeholder={t('keywordPlaceholder')}
            onChange={(event) => set('keyword', event.target.value)}
          />
        </label>
      ) : null}
    </FilterBar>
  );
}
