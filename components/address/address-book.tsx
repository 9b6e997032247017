'use client';

import { useState, useTransition } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { deleteAddress, setDefaultAddress, type Address } from '@/lib/api/address';
import { showInfoToast } from '@/lib/api/feedback';
import { PlainButton } from '@/components/ui/form/plain-button';
import { DataTable, type TableRows } from '@/components/ui/list/data-table';
import { addressColumns } from './address-columns';
import styles from './address.module.css';

// The form (its selects and their lists) and the delete confirmation load on first use.
const loadForm = () => import('./address-form-modal');
const AddressFormModal = dynamic(() => loadForm().then((m) => m.AddressFormModal), { ssr: false });
const DeleteConfirm = dynamic(() => import('./delete-confirm').then((m) => m.DeleteConfirm), { ssr: false });

/**
 * The delivery addresses, a page at a time (the URL names the page and sort): add, edit, delete
 * (confirmed) and make default; after each change the server reads the page again (router.refresh).
 */
export function AddressBook(rows: TableRows<Address>) {
  const { total } = rows;
  const t = useTranslations('address');
  const router = useRouter();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  // Loaded from the first use on.
  const [formUsed, setFormUsed] = useState(false);
  const [confirmUsed, setConfirmUsed] = useState(false);
  const [working, setWorking] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  // Addresses added since the server last read the book (the re-read may still be on its way): the next
  // new address is not the first one even while `total` still says 0.
  const [added, setAdded] = useState({ total, count: 0 });
  const addedSinceRead = added.total === total ? added.count : 0;
  const busy = working || refreshing;

  const refresh = () => startRefresh(() => router.refresh());
  const edit = (target: Address | 'new') => {
    setFormUsed(true);
    setEditing(target);
  };

  async function run(action: () => Promise<unknown>, done: string) {
    setWorking(true);
    try {
      await action();
      refresh();
      showInfoToast(done, 3000);
    } catch {
      // The http client showed the error toast.
    } finally {
      setWorking(false);
    }
  }

  const columns = addressColumns(t, {
    busy,
    onEdit: edit,
    onSetDefault: (address) => run(() => setDefaultAddress(address.id), t('defaultSet')),
    onDelete: (address) => {
      setConfirmUsed(true);
      setDeleting(address);
    },
  });

  return (
    <div>
      <div className={styles.toolbar}>
        <PlainButton variant="primary" onClick={() => edit('new')} onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
          {t('add')}
        </PlainButton>
      </div>
      <DataTable<Address>
        {...rows}
        rowKey="id"
        columns={columns}
        busy={busy}
        emptyText={<p className={styles.empty}>{t('empty')}</p>}
        onRow={(address) => ({ 'data-testid': 'address-card', 'data-default': address.isDefault })}
      />
      {formUsed ? (
        <AddressFormModal
          open={editing !== null}
          address={editing === 'new' ? null : editing}
          isFirst={total + addedSinceRead === 0}
          onClose={() => setEditing(null)}
          onSaved={() => {
            if (editing === 'new') setAdded({ total, count: addedSinceRead + 1 });
            setEditing(null);
            refresh();
            showInfoToast(t('saved'), 3000);
          }}
        />
      ) : null}
      {confirmUsed ? (
        <DeleteConfirm address={deleting} onCancel={() => setDeleting(null)} onConfirm={(address) => void run(() => deleteAddress(address.id), t('deleted'))} />
      ) : null}
    </div>
  );
}
