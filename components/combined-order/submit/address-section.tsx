'use client';

import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import { formatPhone } from '@/lib/format/phone';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { PlainButton } from '@/components/ui/form/plain-button';
import { FormSection } from './form-section';
import { SUBMIT_PAGES } from './submit-values';
import type { AddressEditor } from './use-address-editor';
import styles from '@/components/ui/form/order-form.module.css';
import local from './address-section.module.css';

interface AddressSectionProps {
  addresses: Address[];
  value: string | null;
  onChange(id: string): void;
  error?: string;
  disabled: boolean;
  /** Adding and editing addresses in place (useAddressEditor); without it, a link to the address book. */
  editor?: Pick<AddressEditor, 'edit' | 'preload' | 'notice'>;
}

const lineOf = (address: Address) =>
  [address.addressLine1, address.addressLine2, address.city, address.regionName, address.countryName ?? address.countryCode, address.postcode]
    .filter(Boolean)
    .join(', ');

/** The delivery address, from the address book (the default one first and preselected); added or edited in place with an editor. */
export function AddressSection({ addresses, value, onChange, error, disabled, editor }: AddressSectionProps) {
  const t = useTranslations('combinedOrderSubmit.address');
  const add = editor ? (
    <PlainButton variant={addresses.length ? 'default' : 'primary'} onClick={() => editor.edit('new')} onPointerEnter={editor.preload} onFocus={editor.preload}>
      {t('add')}
    </PlainButton>
  ) : (
    <Link href={SUBMIT_PAGES.addresses} className={addresses.length ? styles.link : buttonClassName('primary')}>
      {t('manage')}
    </Link>
  );
  const notice = editor?.notice ? (
    <p className={styles.hint} role="status">
      {editor.notice}
    </p>
  ) : null;
  if (!addresses.length) {
    return (
      <FormSection field="addressId" title={t('title')} error={error} disabled={disabled}>
        <div className={styles.inlineEmpty} role="status">
          <p className={styles.strong}>{t('empty')}</p>
          <p className={styles.muted}>{editor ? t('emptyHere') : t('emptyText')}</p>
          {add}
        </div>
      </FormSection>
    );
  }
  return (
    <FormSection field="addressId" title={t('title')} error={error} disabled={disabled}>
      <ul className={styles.options}>
        {addresses.map((address) => (
          <li key={address.id} className={editor ? local.item : undefined}>
            <label className={styles.option} data-testid="address-option">
              <input type="radio" name="addressId" className={styles.mark} checked={value === address.id} onChange={() => onChange(address.id)} />
              <span className={styles.optionMain}>
                <span>
                  <strong>{address.recipientName}</strong> <span className={styles.muted}>{formatPhone(address.internationalCode, address.phone)}</span>
                  {address.isDefault ? <span className={styles.tag}>{t('default')}</span> : null}
                </span>
                <span className={styles.muted}>{lineOf(address)}</span>
              </span>
            </label>
            {editor ? (
              <PlainButton
                variant="link"
                size="small"
                className={local.edit}
                aria-label={t('editLabel', { name: address.recipientName })}
                onClick={() => editor.edit(address)}
                onPointerEnter={editor.preload}
                onFocus={editor.preload}
              >
                {t('edit')}
              </PlainButton>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.sectionFoot}>{add}</p>
      {notice}
    </FormSection>
  );
}
