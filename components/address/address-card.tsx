'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import { addressLine } from './address-values';
import styles from './address.module.css';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
}

/** One delivery address with its actions; the default one is marked. */
export function AddressCard({ address, busy, onEdit, onDelete, onSetDefault }: AddressCardProps) {
  const t = useTranslations('address');
  return (
    <article className={address.isDefault ? `${styles.card} ${styles.cardDefault}` : styles.card} data-testid="address-card" data-default={address.isDefault}>
      <h2 className={styles.name}>
        {address.recipientName}
        {address.isDefault ? <span className={styles.badge}>{t('default')}</span> : null}
      </h2>
      <p className={styles.line}>
        +{address.internationalCode} {address.phone}
      </p>
      <p className={styles.line}>{addressLine(address)}</p>
      <div className={styles.actions} role="group" aria-label={t('actionsLabel', { name: address.recipientName })}>
        <Button size="small" onClick={onEdit} disabled={busy}>
          {t('edit')}
        </Button>
        {address.isDefault ? null : (
          <Button size="small" onClick={onSetDefault} disabled={busy}>
            {t('setDefault')}
          </Button>
        )}
        <Button size="small" onClick={onDelete} disabled={busy}>
          {t('delete')}
        </Button>
      </div>
    </article>
  );
}
