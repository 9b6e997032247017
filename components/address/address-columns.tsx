'use client';

import type { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import type { DataColumn } from '@/components/ui/list/data-table';
import { formatDate, formatPhone } from '@/lib/format/display';
import { PlainButton } from '@/components/ui/form/plain-button';
import { addressLine } from './address-values';
import styles from './address.module.css';

interface ColumnActions {
  busy: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetDefault: (address: Address) => void;
}

/** The address table's columns; recipient, country and date sort on the server (ADDRESS_LIST). */
export function addressColumns(t: ReturnType<typeof useTranslations<'address'>>, actions: ColumnActions): DataColumn<Address>[] {
  return [
    {
      key: 'recipientName',
      title: t('recipientLabel'),
      phone: 'title',
      sorter: true,
      width: 190,
      render: (_, address) => (
        <>
          <h2 className={styles.name}>
            {address.recipientName}
            {address.isDefault ? <span className={styles.badge}>{t('default')}</span> : null}
          </h2>
          <p className={styles.phone}>{formatPhone(address.internationalCode, address.phone)}</p>
          <p className={`${styles.line} ${styles.narrowOnly}`}>{addressLine(address)}</p>
        </>
      ),
    },
    {
      key: 'address',
      title: t('line1Label'),
      responsive: ['md'],
      phone: 'none',
      render: (_, address) => <span className={styles.line}>{addressLine(address)}</span>,
    },
    {
      key: 'countryCode',
      title: t('countryLabel'),
      sorter: true,
      responsive: ['lg'],
      width: 130,
      render: (_, address) => address.countryName ?? address.countryCode,
    },
    {
      key: 'createdAt',
      title: t('createdLabel'),
      sorter: true,
      responsive: ['lg'],
      width: 120,
      render: (_, address) => (
        <span className={styles.nowrap} suppressHydrationWarning>
          {formatDate(address.createdAt, 'YYYY-MM-DD')}
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('actionsTitle'),
      phone: 'actions',
      width: 190,
      render: (_, address) => (
        <div className={styles.actions} role="group" aria-label={t('actionsLabel', { name: address.recipientName })}>
          <PlainButton size="small" onClick={() => actions.onEdit(address)} disabled={actions.busy}>
            {t('edit')}
          </PlainButton>
          {address.isDefault ? null : (
            <PlainButton size="small" onClick={() => actions.onSetDefault(address)} disabled={actions.busy}>
              {t('setDefault')}
            </PlainButton>
          )}
          <PlainButton size="small" onClick={() => actions.onDelete(address)} disabled={actions.busy}>
            {t('delete')}
          </PlainButton>
        </div>
      ),
    },
  ];
}
