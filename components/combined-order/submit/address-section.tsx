'use client';

import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button';
import { FormSection } from './form-section';
import { SUBMIT_PAGES } from './submit-values';
import styles from '@/components/ui/form/order-form.module.css';

interface AddressSectionProps {
  addresses: Address[];
  value: string | null;
  onChange(id: string): void;
  error?: string;
  disabled: boolean;
}

const lineOf = (address: Address) =>
  [address.addressLine1, address.addressLine2, address.city, address.regionName, address.countryName ?? address.countryCode, address.postcode]
    .filter(Boolean)
    .join(', ');

/** The delivery address, from the address book (the default one first and preselected). */
export function AddressSection({ addresses, value, onChange, error, disabled }: AddressSectionProps) {
  const t = useTranslations('combinedOrderSubmit.address');
  const manage = (
    <Link href={SUBMIT_PAGES.addresses} className={addresses.length ? styles.link : buttonClassName('primary')}>
      {t('manage')}
    </Link>
  );
  if (!addresses.length) {
    return (
      <FormSection field="addressId" title={t('title')} error={error}>
        <div className={styles.inlineEmpty} role="status">
          <p className={styles.strong}>{t('empty')}</p>
          <p className={styles.muted}>{t('emptyText')}</p>
          {manage}
        </div>
      </FormSection>
    );
  }
  return (
    <FormSection field="addressId" title={t('title')} error={error} disabled={disabled}>
      <ul className={styles.options}>
        {addresses.map((address) => (
          <li key={address.id}>
            <label className={styles.option} data-testid="address-option">
              <input type="radio" name="addressId" className={styles.mark} checked={value === address.id} onChange={() => onChange(address.id)} />
              <span className={styles.optionMain}>
                <span>
                  <strong>{address.recipientName}</strong> <span className={styles.muted}>{`${address.internationalCode} ${address.phone}`.trim()}</span>
                  {address.isDefault ? <span className={styles.tag}>{t('default')}</span> : null}
                </span>
                <span className={styles.muted}>{lineOf(address)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p className={styles.sectionFoot}>{manage}</p>
    </FormSection>
  );
}
