'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import type { Good, GoodUpdateInput } from '@/lib/contract/wire';
import { CheckBox } from '@/components/ui/list/check-box';
import { CartLineFrame } from './cart-shop';
import { useConfirmCartRemoval } from './confirm-cart-removal';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart.module.css';

/** The update that changes the quantity only: spec and declaration as they are. */
export function quantityUpdate(good: Good, quantity: number): GoodUpdateInput {
  const { declaredName, goodsTypeId, declaredValue, quantity: declaredQuantity } = good.declaration;
  return { quantity, spec: good.spec, declaration: { declaredName, goodsTypeId, declaredValue, quantity: declaredQuantity } };
}

interface CartLineProps {
  good: Good;
  chosen: boolean;
  onChoose(chosen: boolean): void;
  onChanged(good: Good): void;
  onRemoved(id: string): void;
  siteSymbol: string;
}

/** One good of the member's cart: chosen or not, its quantity (saved at once), removal after a confirm. */
export function CartLine({ good, chosen, onChoose, onChanged, onRemoved, siteSymbol }: CartLineProps) {
  const t = useTranslations('shipForMeCart');
  const te = useTranslations('errors');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = good.title.trim() || good.url;
  const confirmRemoval = useConfirmCartRemoval();

  async function setQuantity(quantity: number) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // The API client loads on first use: the cart is a public page.
      const { updateGood } = await import('@/lib/api/ship-for-me');
      onChanged(await updateGood(good.id, quantityUpdate(good, quantity)));
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: t('updateFailed') }));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (busy) return;
    if (!(await confirmRemoval(title))) return;
    setBusy(true);
    setError(null);
    try {
      const { removeGoods } = await import('@/lib/api/ship-for-me');
      await removeGoods([good.id]);
      onRemoved(good.id);
    } catch {
      // The call's own error toast has said why; the line stays.
      setBusy(false);
    }
  }

  return (
    <CartLineFrame
      good={good}
      siteSymbol={siteSymbol}
      box={<CheckBox checked={chosen} onChange={(event) => onChoose(event.target.checked)} aria-label={t('chooseGood', { title })} />}
      stepper={<QuantityStepper value={good.quantity} label={title} disabled={busy} onChange={(quantity) => void setQuantity(quantity)} />}
      remove={{ label: t('removeLabel', { title }), text: t('remove'), disabled: busy, onClick: () => void remove() }}
    >
      {error ? (
        <span role="alert" className={styles.lineError}>
          {error}
        </span>
      ) : null}
    </CartLineFrame>
  );
}
