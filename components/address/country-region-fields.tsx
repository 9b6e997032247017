'use client';

import type { ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Country, Region } from '@/lib/api/reference';
import { FormField } from '@/components/ui/form/form-field';
import { NativeSelect } from '@/components/ui/form/text-input';
import type { PlainForm } from '@/components/ui/form/use-plain-form';
import type { AddressFormValues } from './address-values';

interface CountryRegionFieldsProps {
  form: PlainForm<AddressFormValues>;
  countries: Country[] | null;
  regions: Region[];
  regionsLoading: boolean;
  /** The state the address being edited has, shown while its country's list loads. */
  savedRegion: { id: string; name: string } | null;
  onCountryChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * Country then state, native selects (a phone shows its own picker). The state list says it is loading until it
 * comes; a country without states leaves the state disabled; choosing no state is choosing its empty option.
 */
export function CountryRegionFields({ form, countries, regions, regionsLoading, savedRegion, onCountryChange }: CountryRegionFieldsProps) {
  const t = useTranslations('address');
  const { countryCode, regionId } = form.values;
  const country = form.text('countryCode');
  const region = form.text('regionId');
  const shownRegions =
    regions.length || !savedRegion || savedRegion.id !== regionId ? regions.map(({ id, name }) => ({ id: String(id), name })) : [savedRegion];
  return (
    <>
      <FormField id={country.id} label={t('countryLabel')} error={form.errors.countryCode}>
        <NativeSelect {...country} onChange={onCountryChange} aria-busy={countries === null || undefined}>
          <option value="" disabled>
            {countries === null ? t('countryLoading') : t('countryPlaceholder')}
          </option>
          {countryCode && !countries?.some((item) => item.code === countryCode) ? <option value={countryCode}>{countryCode}</option> : null}
          {(countries ?? []).map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={region.id} label={t('regionLabel')} error={form.errors.regionId}>
        <NativeSelect {...region} disabled={!countryCode || (!regionsLoading && !regions.length)} aria-busy={regionsLoading || undefined}>
          <option value="">{regionsLoading ? t('regionLoading') : t('regionPlaceholder')}</option>
          {shownRegions.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
