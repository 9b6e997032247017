'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { listAddresses, type Address } from '@/lib/api/address';

// The address book's own form (antd Form, selects, country data), loaded on first use.
const loadForm = () => import('@/components/address/address-form-modal');
const AddressFormModal = dynamic(() => loadForm().then((m) => m.AddressFormModal), { ssr: false });

/** Addresses read for the choice (as the page reads them: the book is small, the default comes first). */
const ADDRESS_PAGE = { maxResultCount: 100, skipCount: 0 };

export interface AddressEditor {
  /** The book as last read (the page's, then after each save). */
  addresses: Address[];
  /** Opens the form: a new address, or one of the book. */
  edit(target: Address | 'new'): void;
  /** Starts loading the form's code (pointer over, focus on the button). */
  preload(): void;
  /** Said after a save: the address is saved and chosen. */
  notice: string | null;
  /** The dialog, rendered after the order form. */
  dialog: ReactNode;
}

/**
 * Adding or editing a delivery address without leaving an order form: the address book's form in a dialog;
 * after a save the book is read again (a new default changes the others) and `chosen` gets the address
 * saved, for the form to select. The order form's own state is untouched.
 */
export function useAddressEditor(initial: Address[], chosen: (id: string) => void, savedText: string): AddressEditor {
  const [book, setBook] = useState(initial);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [used, setUsed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function saved(result: Address) {
    setEditing(null);
    let list = book;
    try {
      list = (await listAddresses(ADDRESS_PAGE)).items ?? [];
    } catch {
      // The http client showed the failure; the address the form saved is still shown and chosen.
      list = [...book.filter((address) => address.id !== result.id), result];
    }
    setBook(list);
    chosen(result.id);
    setNotice(savedText);
  }

  return {
    addresses: book,
    edit(target) {
      setUsed(true);
      setNotice(null);
      setEditing(target);
    },
    preload: () => void loadForm(),
    notice,
    dialog: used ? (
      <AddressFormModal
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        isFirst={book.length === 0}
        onClose={() => setEditing(null)}
        onSaved={(result) => void saved(result)}
      />
    ) : null,
  };
}
