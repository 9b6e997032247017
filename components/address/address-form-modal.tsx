'use client';

import { useEffect, useEffectEvent, useRef, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { createAddress, updateAddress, type Address } from '@/lib/api/address';
import { DialCodeSelect } from '@/components/auth/dial-code-select';
import { CheckboxChoice } from '@/components/ui/form/choice-group';
import { FormField } from '@/components/ui/form/form-field';
import { PlainFormDialog } from '@/components/ui/form/plain-form-dialog';
import { CompactRow, TextInput } from '@/components/ui/form/text-input';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { useSave } from '@/components/ui/form/use-save';
import { validatePhone } from '@/lib/validation/rules';
import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, addressInputOf, emptyAddressValues, formValuesOf, type AddressFormValues } from './address-values';
import { CountryRegionFields } from './country-region-fields';
import { useCountryRegions } from './use-country-regions';

interface AddressFormModalProps {
  open: boolean;
  address: Address | null;
  isFirst: boolean;
  onClose: () => void;
  /** The address as the server saved it. */
  onSaved: (saved: Address) => void;
}

/**
 * Add or edit an address in a dialog (a native <dialog> with a plain form: no antd): client rules per field,
 * the server's `validationErrors` on their fields. It is filled when it opens: page data that change while it is
 * open (the book re-read after the previous save) never reset what the customer has entered.
 */
export function AddressFormModal({ open, ...props }: AddressFormModalProps) {
  return open ? <AddressDialog {...props} /> : null;
}

function AddressDialog({ address, isFirst, onClose, onSaved }: Omit<AddressFormModalProps, 'open'>) {
  const t = useTranslations('address');
  const tv = useTranslations('validation');
  const { saving, error, setError, save } = useSave();
  const firstField = useRef<HTMLInputElement>(null);
  // The phone prefix follows the country until the customer picks one.
  const prefixChosen = useRef(false);
  const required = (message: string) => (value: string | boolean) => (typeof value === 'string' && value.trim() ? null : message);
  const form = usePlainForm<AddressFormValues>({
    name: 'address',
    initial: address ? formValuesOf(address) : emptyAddressValues(isFirst),
    rules: {
      recipientName: required(t('recipientRequired')),
      internationalCode: required(t('dialCodeRequired')),
      phone: (value) => (validatePhone(String(value)) ? tv('phone') : null),
      countryCode: required(t('countryRequired')),
      // Checked on a change or a save, once `lists` below is there.
      regionId: (value, values) => (!value && lists.needsState(values.countryCode) ? t('regionRequired') : null),
      city: required(t('cityRequired')),
      addressLine1: required(t('line1Required')),
    },
    onChange: () => setError(null),
  });
  const lists = useCountryRegions(form.values.countryCode);

  // "Choose a state" shown while the list loaded is checked again once it is there (a country without states needs none).
  const recheckRegion = useEffectEvent(() => {
    if (form.errors.regionId) form.validate(['regionId'], { focus: false });
  });
  useEffect(() => {
    if (!lists.regionsLoading) recheckRegion();
  }, [lists.regionsLoading]);

  function chooseCountry(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value;
    const country = lists.countries?.find((item) => item.code === code);
    form.setValue('countryCode', code);
    form.setValue('regionId', '', { quiet: true });
    if (country && !prefixChosen.current && !form.values.phone) form.setValue('internationalCode', country.internationalCode, { quiet: true });
  }

  async function submit() {
    const values = form.validate();
    if (!values) return;
    await save(
      async () => {
        const input = addressInputOf(values);
        onSaved(address ? await updateAddress(address.id, input) : await createAddress(input));
      },
      { form, fields: ADDRESS_FIELDS },
    );
  }

  const dial = form.text('internationalCode');
  const phoneId = form.idOf('phone');
  const phoneError = [form.errors.internationalCode, form.errors.phone].filter(Boolean).join(' ') || undefined;
  const textField = (field: 'recipientName' | 'city' | 'addressLine1' | 'addressLine2' | 'postcode', label: string, autoComplete: string) => (
    <FormField id={form.idOf(field)} label={label} error={form.errors[field]}>
      <TextInput
        {...form.text(field)}
        ref={field === 'recipientName' ? firstField : undefined}
        maxLength={ADDRESS_MAX_LENGTH[field]}
        autoComplete={autoComplete}
      />
    </FormField>
  );
  return (
    <PlainFormDialog
      formRef={form.formRef}
      name="address"
      title={address ? t('editTitle') : t('addTitle')}
      texts={{ ok: t('save'), cancel: t('cancel') }}
      saving={saving}
      error={error}
      initialFocus={firstField}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      {textField('recipientName', t('recipientLabel'), 'name')}
      <FormField id={phoneId} label={t('phoneLabel')} error={phoneError}>
        <CompactRow>
          <DialCodeSelect
            id={dial.id}
            name={dial.name}
            value={dial.value}
            aria-invalid={dial['aria-invalid']}
            aria-describedby={form.errors.internationalCode ? `${phoneId}_help` : undefined}
            ariaLabel={t('dialCodeLabel')}
            onChange={(event) => {
              prefixChosen.current = true;
              dial.onChange(event);
            }}
          />
          <TextInput
            {...form.text('phone')}
            aria-describedby={form.errors.phone ? `${phoneId}_help` : undefined}
            grow
            type="tel"
            maxLength={ADDRESS_MAX_LENGTH.phone}
            autoComplete="tel-national"
          />
        </CompactRow>
      </FormField>
      <CountryRegionFields
        form={form}
        countries={lists.countries}
        regions={lists.regions}
        regionsLoading={lists.regionsLoading}
        savedRegion={address?.regionId != null && address.regionName ? { id: String(address.regionId), name: address.regionName } : null}
        onCountryChange={chooseCountry}
      />
      {textField('city', t('cityLabel'), 'address-level2')}
      {textField('addressLine1', t('line1Label'), 'address-line1')}
      {textField('addressLine2', t('line2Label'), 'address-line2')}
      {textField('postcode', t('postcodeLabel'), 'postal-code')}
      <FormField id={form.idOf('isDefault')} tight>
        <CheckboxChoice {...form.check('isDefault')} disabled={Boolean(address?.isDefault)}>
          {t('isDefaultLabel')}
        </CheckboxChoice>
      </FormField>
    </PlainFormDialog>
  );
}
