'use client';

import { useState } from 'react';
import { copyToClipboard } from '@/lib/api/feedback';
import { firstWarehouseId, type WarehouseBoxProps, WarehouseBoxView } from './warehouse-box-view';

/**
 * The warehouse box with its controls: the warehouse chosen, the copy buttons (which say "copied"). Loaded
 * after the page (./cart-islands.tsx), with the toasts it needs; the server draws ./warehouse-box-view.tsx first.
 */
export default function WarehouseBox({ warehouses, texts }: WarehouseBoxProps) {
  const [chosenId, setChosenId] = useState(() => firstWarehouseId(warehouses));
  const actions = { choose: setChosenId, copy: (text: string) => void copyToClipboard(text) };
  return <WarehouseBoxView warehouses={warehouses} texts={texts} chosenId={chosenId} actions={actions} />;
}
