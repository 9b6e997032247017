'use client';

import { useEffect, useState } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import { listCountries, listRegions, type Country, type Region } from '@/lib/api/reference';
import type { AddressFormValues } from './address-values';

const search = { filterOption: (input: string, option?: { label?: unknown; value?: unknown }) =>
  `${String(option?.label ?? '')} ${String(option?.value ?? '')}`.toLowerCase().includes(input.trim().toLowerCase()) };

/** Country (searchable, from /u/country) then region (from /u/region?countryCode=); a new country clears the region. */
export function CountryRegionFields({ form, open }: { form: FormInstance<AddressFormValues>; open: boolean }) {
  const t = useTranslations('address');
  const countryCode = Form.useWatch('countryCode', form);
  const [countries, setCountries] = useState<Country[]>([]);
  const [loaded, setLoaded] = useState<{ countryCode: string; items: Region[] }>({ countryCode: '', items: [] });
  const regions = countryCode && loaded.countryCode === countryCode ? loaded.items : [];

  useEffect(() => {
    if (!open || countries.length) return;
    listCountries()
      .then((list) => setCountries(list.items ?? []))
      .catch(() => undefined);
  }, [open, countries.length]);

  useEffect(() => {
    let alive = true;
    if (!countryCode) return;
    listRegions(countryCode)
      .then((list) => alive && setLoaded({ countryCode, items: list.items ?? [] }))
      .catch(() => alive && setLoaded({ countryCode, items: [] }));
    return () => {
      alive = false;
    };
  }, [countryCode]);

  function handleCountryChange(code: string) {
    const country = countries.find((item) => item.code === code);
    form.setFieldsValue({ regionId: null, ...(country && !form.getFieldValue('phone') ? { internationalCode: country.internationalCode } : {}) });
  }

  return (
    <>
      <Form.Item name="countryCode" label={t('countryLabel')} rules={[{ required: true, message: t('countryRequired') }]}>
        <Select
          showSearch={search}
          placeholder={t('countryPlaceholder')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          onChange={handleCountryChange}
        />
      </Form.Item>
      <Form.Item name="regionId" label={t('regionLabel')}>
        <Select
          allowClear
          showSearch={search}
          placeholder={t('regionPlaceholder')}
          disabled={!regions.length}
          options={regions.map((region) => ({ value: region.id, label: region.name }))}
        />
      </Form.Item>
    </>
  );
}
