'use client';

import { useEffect, useRef, useState } from 'react';
import { Form, Select, type FormInstance } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/select.css';
import { useTranslations } from 'next-intl';
import { listCountries, listRegions, type Country, type Region } from '@/lib/api/reference';
import type { AddressFormValues } from './address-values';

const search = {
  filterOption: (input: string, option?: { label?: unknown; value?: unknown }) =>
    `${String(option?.label ?? '')} ${String(option?.value ?? '')}`.toLowerCase().includes(input.trim().toLowerCase()),
};

/**
 * Country (searchable, from /u/country) then state (from /u/region?countryCode=). Lists that arrive late
 * never change a choice: the state list opens while it loads and takes the pick when it comes; a new
 * country clears the state; the phone prefix follows the country only until the customer picks a prefix
 * or types a number. A country with states needs one (the server checks it too).
 */
export function CountryRegionFields({ form, open }: { form: FormInstance<AddressFormValues>; open: boolean }) {
  const t = useTranslations('address');
  const countryCode = Form.useWatch('countryCode', form);
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [loaded, setLoaded] = useState<{ countryCode: string; items: Region[] }>({ countryCode: '', items: [] });
  const regionsLoading = Boolean(countryCode) && loaded.countryCode !== countryCode;
  const regions = countryCode && !regionsLoading ? loaded.items : [];
  // Read when the form is checked, not from the last render: a Save right after choosing a country comes
  // before the re-render that would have made the state required.
  const lastLoaded = useRef(loaded);
  const needsState = () => {
    const code = form.getFieldValue('countryCode');
    if (!code) return false;
    return lastLoaded.current.countryCode !== code || lastLoaded.current.items.length > 0;
  };

  useEffect(() => {
    if (!open || countries) return;
    let alive = true;
    listCountries()
      .then((list) => alive && setCountries(list.items ?? []))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [open, countries]);

  useEffect(() => {
    let alive = true;
    if (!countryCode) return;
    const remember = (next: typeof loaded) => {
      lastLoaded.current = next;
      setLoaded(next);
    };
    listRegions(countryCode)
      .then((list) => alive && remember({ countryCode, items: list.items ?? [] }))
      .catch(() => alive && remember({ countryCode, items: [] }));
    return () => {
      alive = false;
    };
  }, [countryCode]);

  // "Choose a state" shown while the list loaded is checked again once it is there (a country without states needs none).
  useEffect(() => {
    if (!regionsLoading && form.getFieldError('regionId').length) void form.validateFields(['regionId']).catch(() => undefined);
  }, [regionsLoading, form]);

  function handleCountryChange(code: string) {
    const country = countries?.find((item) => item.code === code);
    const prefixFollows = country && !form.isFieldTouched('internationalCode') && !form.getFieldValue('phone');
    form.setFieldsValue({ regionId: null, ...(prefixFollows ? { internationalCode: country.internationalCode } : {}) });
  }

  return (
    <>
      <Form.Item name="countryCode" label={t('countryLabel')} rules={[{ required: true, message: t('countryRequired') }]}>
        <Select
          showSearch={search}
          placeholder={t('countryPlaceholder')}
          loading={open && !countries}
          options={(countries ?? []).map((country) => ({ value: country.code, label: country.name }))}
          onChange={handleCountryChange}
        />
      </Form.Item>
      <Form.Item
        name="regionId"
        label={t('regionLabel')}
        rules={[
          {
            validator: (_rule, value: number | null | undefined) =>
              value == null && needsState() ? Promise.reject(new Error(t('regionRequired'))) : Promise.resolve(),
          },
        ]}
      >
        <Select
          allowClear
          showSearch={search}
          placeholder={regionsLoading ? t('regionLoading') : t('regionPlaceholder')}
          loading={regionsLoading}
          disabled={!countryCode || (!regionsLoading && !regions.length)}
          notFoundContent={regionsLoading ? t('regionLoading') : undefined}
          options={regions.map((region) => ({ value: region.id, label: region.name }))}
        />
      </Form.Item>
    </>
  );
}
