'use client';

import { useState, useTransition } from 'react';
import { Button, message, Modal } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { deleteAddress, setDefaultAddress, type Address } from '@/lib/api/address';
import { DataTable } from '@/components/ui/list/data-table';
import type { ListState } from '@/components/ui/list/list-query';
import { addressColumns } from './address-columns';
import { AddressFormModal } from './address-form-modal';
import styles from './address.module.css';

interface AddressBookProps {
  /** The page of addresses the server read for the URL's list state. */
  items: Address[];
  total: number;
  state: ListState;
}

/**
 * The delivery addresses, a page at a time (the URL names the page and sort): add, edit, delete
 * (confirmed) and make default; after each change the server reads the page again (router.refresh).
 */
export function AddressBook({ items, total, state }: AddressBookProps) {
  const t = useTranslations('address');
  const router = useRouter();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [working, setWorking] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [messageApi, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const busy = working || refreshing;

  const refresh = () => startRefresh(() => router.refresh());

  async function run(action: () => Promise<unknown>, done: string) {
    setWorking(true);
    try {
      await action();
      refresh();
      void messageApi.success(done);
    } catch {
      // The http client showed the error toast.
    } finally {
      setWorking(false);
    }
  }

  const columns = addressColumns(t, {
    busy,
    onEdit: (address) => setEditing(address),
    onSetDefault: (address) => run(() => setDefaultAddress(address.id), t('defaultSet')),
    onDelete: (address) =>
      void modal.confirm({
        title: t('confirmDeleteTitle'),
        content: t('confirmDelete', { name: address.recipientName }),
        okText: t('confirm'),
        okButtonProps: { danger: true },
        cancelText: t('cancel'),
        onOk: () => run(() => deleteAddress(address.id), t('deleted')),
      }),
  });

  return (
    <div>
      {messageHolder}
      {modalHolder}
      <div className={styles.toolbar}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </div>
      <DataTable<Address>
        rowKey="id"
        columns={columns}
        items={items}
        total={total}
        state={state}
        busy={busy}
        emptyText={<p className={styles.empty}>{t('empty')}</p>}
        onRow={(address) => ({ 'data-testid': 'address-card', 'data-default': address.isDefault }) as React.HTMLAttributes<HTMLElement>}
      />
      <AddressFormModal
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        isFirst={total === 0}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
          void messageApi.success(t('saved'));
        }}
      />
    </div>
  );
}
