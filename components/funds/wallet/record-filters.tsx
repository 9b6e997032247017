'use client';

import { useState } from 'react';
import { Input } from 'antd';
import { useTranslations } from 'next-intl';
import { RECORD_DAY_PRESETS, type TransactionKind, type WalletTab } from '@/lib/contract/money-rules';
import { isoDateOrNull } from '@/components/parcels/list/parcel-list-query';
import { kindLabel } from './record-cells';
import { EMPTY_SEARCH, filtersOfSearch, kindsOfTab, RECORD_STATUSES, type DayPreset, type RecordSearch } from './wallet-query';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import { FilterBar, useFilterPush } from '@/components/ui/list/filter-bar';
import bar from '@/components/ui/list/filter-bar.module.css';

type Period = '' | 'custom' | `${DayPreset}`;

const periodOf = (search: RecordSearch): Period => (search.days ? (String(search.days) as Period) : search.from || search.to ? 'custom' : '');

/**
 * The records' search: a period (7 / 30 / 90 days, or a custom range on two native date fields), the kind
 * (within the tab), the status and a number. The URL holds it (the server reads the list from it); the
 * page renders this form again with a new `key` when the URL changes.
 */
export function RecordFilters({ initial, tab }: { initial: RecordSearch; tab: WalletTab }) {
  const t = useTranslations('wallet.filters');
  const tf = useTranslations('funds');
  const { pending, push } = useFilterPush({ scroll: false });
  const [period, setPeriod] = useState<Period>(periodOf(initial));
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');
  const [kind, setKind] = useState<string>(initial.kind ?? '');
  const [status, setStatus] = useState<string>(initial.status === null ? '' : String(initial.status));
  const [keyword, setKeyword] = useState(initial.keyword);
  const kinds = kindsOfTab(tab);

  const go = (search: RecordSearch) => push(filtersOfSearch(search));

  return (
    <FilterBar
      label={t('label')}
      submitLabel={t('submit')}
      resetLabel={t('reset')}
      pending={pending}
      onSubmit={() => {
        const custom = period === 'custom';
        go({
          days: custom || !period ? null : (Number(period) as DayPreset),
          from: custom ? isoDateOrNull(from) : null,
          to: custom ? isoDateOrNull(to) : null,
          kind: (kind || null) as TransactionKind | null,
          status: status ? Number(status) : null,
          keyword,
        });
      }}
      onReset={() => {
        setPeriod('');
        setFrom('');
        setTo('');
        setKind('');
        setStatus('');
        setKeyword('');
        go(EMPTY_SEARCH);
      }}
    >
      <label className={bar.field}>
        <span>{t('period')}</span>
        <select name="period" className={bar.control} value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
          <option value="">{t('anyTime')}</option>
          {RECORD_DAY_PRESETS.map((days) => (
            <option key={days} value={String(days)}>
              {t('lastDays', { days })}
            </option>
          ))}
          <option value="custom">{t('custom')}</option>
        </select>
      </label>
      {period === 'custom' ? (
        <DateRangeField legend={t('range')} fromLabel={t('from')} toLabel={t('to')} from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
      ) : null}
      {kinds.length > 1 ? (
        <label className={bar.field}>
          <span>{t('kind')}</span>
          <select name="kind" className={bar.control} value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">{t('allKinds')}</option>
            {kinds.map((value) => (
              <option key={value} value={value}>
                {kindLabel(tf, value)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={bar.field}>
        <span>{t('status')}</span>
        <select name="status" className={bar.control} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t('allStatuses')}</option>
          {RECORD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {tf(`status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={bar.field}>
        <span>{t('keyword')}</span>
        <Input
          name="keyword"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t('keywordPlaceholder')}
          allowClear
          maxLength={64}
          autoComplete="off"
        />
      </label>
    </FilterBar>
  );
}
