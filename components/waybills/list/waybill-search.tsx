'use client';

import { useId, useState, useTransition } from 'react';
import { Button, Input } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { listHref } from '@/components/ui/list/list-query';
import { filtersOfSearch, KEYWORD_MAX, type WaybillSearch } from './waybill-list-query';
import { DateRangeField } from '@/components/ui/list/date-range-field';
import bar from '@/components/ui/list/filter-bar.module.css';

/**
 * The search above My waybills and My transhipment orders (`namespace`: whose texts, the same keys): a
 * number (the order's, a parcel's or the carrier's tracking number) and the created date range (two native
 * date fields, each bounding the other). The URL holds them; the page renders this form again with a new
 * `key` when the URL changes.
 */
export function WaybillSearchBar({ initial, namespace = 'waybills' }: { initial: WaybillSearch; namespace?: 'waybills' | 'transhipment' }) {
  const t = useTranslations(`${namespace}.list.search` as 'waybills.list.search');
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState(initial);
  // The label names the field only (a wrapping label would add antd's clear icon to the name).
  const keywordId = useId();
  const set = (name: keyof WaybillSearch, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const go = (next: WaybillSearch) => startTransition(() => router.push(listHref(pathname, search?.toString() ?? '', { filters: filtersOfSearch(next) })));

  return (
    <form
      role="search"
      aria-label={t('label')}
      className={bar.bar}
      onSubmit={(event) => {
        event.preventDefault();
        go(values);
      }}
    >
      <div className={`${bar.field} ${bar.keyword}`}>
        <label htmlFor={keywordId}>{t('keyword')}</label>
        <Input
          id={keywordId}
          name="keyword"
          value={values.keyword}
          onChange={(event) => set('keyword', event.target.value)}
          placeholder={t('keywordPlaceholder')}
          allowClear
          maxLength={KEYWORD_MAX}
          autoComplete="off"
        />
      </div>
      <DateRangeField
        legend={t('created')}
        fromLabel={t('from')}
        toLabel={t('to')}
        from={values.from}
        to={values.to}
        onFromChange={(value) => set('from', value)}
        onToChange={(value) => set('to', value)}
      />
      <div className={bar.actions}>
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('submit')}
        </Button>
        <Button
          disabled={pending}
          onClick={() => {
            const cleared = { keyword: '', from: '', to: '' };
            setValues(cleared);
            go(cleared);
          }}
        >
          {t('reset')}
        </Button>
      </div>
    </form>
  );
}
