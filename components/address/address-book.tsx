'use client';

import { useState } from 'react';
import { Button, message, Modal } from 'antd';
import { useTranslations } from 'next-intl';
import { deleteAddress, listAddresses, setDefaultAddress, type Address } from '@/lib/api/address';
import { AddressCard } from './address-card';
import { AddressFormModal } from './address-form-modal';
import { sortDefaultFirst } from './address-values';
import styles from './address.module.css';

/** The delivery addresses: add, edit, delete (confirmed) and make default; the list reloads after each change. */
export function AddressBook({ initial }: { initial: Address[] }) {
  const t = useTranslations('address');
  const [addresses, setAddresses] = useState(() => sortDefaultFirst(initial));
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [messageApi, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  async function reload() {
    const list = await listAddresses();
    setAddresses(sortDefaultFirst(list.items ?? []));
  }

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      await reload();
      void messageApi.success(done);
    } catch {
      // The http client showed the error toast.
    } finally {
      setBusy(false);
    }
  }

  function confirmDelete(address: Address) {
    void modal.confirm({
      title: t('confirmDeleteTitle'),
      content: t('confirmDelete', { name: address.recipientName }),
      okText: t('confirm'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => run(() => deleteAddress(address.id), t('deleted')),
    });
  }

  return (
    <div>
      {messageHolder}
      {modalHolder}
      <div className={styles.toolbar}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </div>
      {addresses.length ? (
        <ul className={styles.list}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busy}
                onEdit={() => setEditing(address)}
                onDelete={() => confirmDelete(address)}
                onSetDefault={() => run(() => setDefaultAddress(address.id), t('defaultSet'))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      <AddressFormModal
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        isFirst={addresses.length === 0}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await reload().catch(() => undefined);
          void messageApi.success(t('saved'));
        }}
      />
    </div>
  );
}
