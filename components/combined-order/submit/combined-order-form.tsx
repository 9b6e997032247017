'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import type { CombinedOrderDraft } from '@/lib/api/combined-order';
import type { Parcel } from '@/lib/api/parcels';
import { symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import { useCustomsAndRemark } from '@/components/ui/form/order-form-fields';
import { ParcelsSummary } from './parcels-summary';
import { OrderFormFrame } from './order-form-frame';
import { successHref, type Choices } from './submit-values';
import { UnpaidDialog } from './unpaid-dialog';
import { useSubmitCombinedOrder, type FieldMessages, type CombinedOrderField } from './use-submit-combined-order';
import { useCombinedOrderDraft } from './use-combined-order-draft';
import { paysNow, sectionsStateOf, summaryOf, useOrderForm } from './use-order-form';
import { useAddressEditor } from './use-address-editor';
import { WaybillSections } from './waybill-sections';

export interface CombinedOrderFormProps {
  /** The parcels selected for the waybill (one warehouse). */
  parcels: Parcel[];
  warehouseName: string;
  /** The address book, default first. */
  addresses: Address[];
  currency: SiteCurrency;
  /** Debounce of the draft (tests shorten it). */
  draftDelayMs?: number;
}

/**
 * Step 2: address (and customs ID when the destination needs one), method, services, coupon, points and
 * remark; every change asks for a new draft, whose quote the summary shows; then the submit, with the
 * total the customer saw. What was chosen stays when something fails, and while an address is added or
 * edited in place (it is then chosen and quoted again).
 */
export function CombinedOrderForm({ parcels, warehouseName, addresses, currency, draftDelayMs }: CombinedOrderFormProps) {
  const t = useTranslations('combinedOrderSubmit');
  const [choices, setChoices] = useState<Choices>(() => ({
    addressId: (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null,
    methodId: null,
    serviceIds: [],
    couponId: null,
    points: 0,
  }));

  const input = { parcelIds: parcels.map((parcel) => parcel.id), ...choices };
  const draftState = useCombinedOrderDraft(input, draftDelayMs);
  const { draft } = draftState;
  const { submit, sending, done } = useSubmitCombinedOrder();
  const locked = sending || done;
  const form = useOrderForm<CombinedOrderField, CombinedOrderDraft>(draftState, choices, setChoices);
  const { message, unpaid, choose, quoted, settle, placed } = form;

  const symbol = symbolFor(draft?.currency ?? currency.code, currency);
  const customsAndRemark = useCustomsAndRemark(form, draft?.customsId ?? null);
  const editor = useAddressEditor(
    addresses,
    (id) => {
      choose('addressId', id);
      // The same address edited: the same draft input, asked again for the new destination.
      draftState.refresh();
    },
    t('address.saved'),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const problems: FieldMessages = {};
    if (!choices.addressId) problems.addressId = t('address.required');
    if (!choices.methodId) problems.methodId = t('method.required');
    const customsError = customsAndRemark.problem();
    if (customsError) problems.customsId = customsError;
    const sendable = quoted(problems, draft);
    if (!sendable) return;
    const outcome = await submit({
      ...input,
      addressId: choices.addressId ?? '',
      methodId: choices.methodId ?? '',
      ...customsAndRemark.final(sendable.quote.total),
      payNow: paysNow(sendable),
    });
    settle(outcome, (result) => placed(result.waybill.id, result, successHref(result.waybill.id, result.payment === 'unpaid')));
  }

  return (
    <OrderFormFrame
      labelledBy="submit-delivery-title"
      onSubmit={(event) => void onSubmit(event)}
      summary={{ ...summaryOf(draftState, { sending, done }, message), symbol, payNow: paysNow(draft) }}
      dialogs={unpaid ? <UnpaidDialog combinedOrderId={unpaid.id} kind="waybill" shortfall={unpaid.shortfall} symbol={symbol} /> : null}
      after={editor.dialog}
    >
      <ParcelsSummary parcels={parcels} warehouseName={warehouseName} currency={currency} />
      <WaybillSections
        draft={draft}
        addresses={editor.addresses}
        addressEditor={editor}
        {...sectionsStateOf({ form, choices, fields: customsAndRemark, symbol, locked })}
      />
    </OrderFormFrame>
  );
}
