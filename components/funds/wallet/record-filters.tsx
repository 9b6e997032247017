'use client';

import { useTranslations } from 'next-intl';
import { RECORD_DAY_PRESETS, type TransactionKind, type WalletTab } from '@/lib/contract/money-rules';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, SelectField, useFilterForm } from '@/components/ui/list/filter-bar';
import { KeywordField } from '@/components/ui/list/keyword-field';
import { periodOf, periodSearchOf } from '@/components/ui/list/list-query';
import { kindLabel } from './record-cells';
import { filtersOfSearch, kindsOfTab, RECORD_STATUSES, type DayPreset, type RecordSearch } from './wallet-query';

/**
 * The records' search: a period (7 / 30 / 90 days, or a custom range on two native date fields), the kind
 * (within the tab), the status and a number. The URL holds it (the server reads the list from it); the
 * page renders this form again with a new `key` when the URL changes.
 */
export function RecordFilters({ initial, tab }: { initial: RecordSearch; tab: WalletTab }) {
  const t = useTranslations('wallet.filters');
  const tf = useTranslations('funds');
  const kinds = kindsOfTab(tab);
  const form = useFilterForm({
    initial: {
      period: periodOf(initial),
      from: initial.from ?? '',
      to: initial.to ?? '',
      kind: initial.kind ?? '',
      status: initial.status === null ? '' : String(initial.status),
      keyword: initial.keyword,
    },
    t,
    scroll: false,
    changeOf: (values) =>
      filtersOfSearch({
        ...periodSearchOf<DayPreset>(values),
        kind: (values.kind || null) as TransactionKind | null,
        status: values.status ? Number(values.status) : null,
        keyword: values.keyword,
      }),
  });

  return (
    <FilterBar {...form.bar}>
      <SelectField
        {...form.input('period')}
        label={t('period')}
        allLabel={t('anyTime')}
        options={RECORD_DAY_PRESETS.map((days) => ({ value: String(days), label: t('lastDays', { days }) }))}
      >
        <option value="custom">{t('custom')}</option>
      </SelectField>
      {form.values.period === 'custom' ? <DateRangeField {...form.dates(t('range'))} /> : null}
      {kinds.length > 1 ? (
        <SelectField
          {...form.input('kind')}
          label={t('kind')}
          allLabel={t('allKinds')}
          options={kinds.map((value) => ({ value, label: kindLabel(tf, value) }))}
        />
      ) : null}
      <SelectField
        {...form.input('status')}
        label={t('status')}
        allLabel={t('allStatuses')}
        options={RECORD_STATUSES.map((value) => ({ value, label: tf(`status.${value}`) }))}
      />
      <KeywordField {...form.input('keyword')} label={t('keyword')} placeholder={t('keywordPlaceholder')} />
    </FilterBar>
  );
}
