'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import { draftTranshipmentOrder, type TranshipmentDraft, type TranshipmentParcel } from '@/lib/api/transhipment-order';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '@/lib/contract/transhipment-order-rules';
import { formatNumber } from '@/lib/format/number';
import { useRouter } from '@/lib/i18n/navigation';
import { useInsufficientBalance } from '@/components/funds/insufficient-balance-dialog';
import { symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import { OrderFormFrame } from '@/components/combined-order/submit/order-form-frame';
import { UnpaidDialog } from '@/components/combined-order/submit/unpaid-dialog';
import { useAddressEditor } from '@/components/combined-order/submit/use-address-editor';
import { useDraft } from '@/components/combined-order/submit/use-combined-order-draft';
import { paysNow, sectionsStateOf, summaryOf, useOrderForm } from '@/components/combined-order/submit/use-order-form';
import { useCustomsAndRemark, weightFieldProps } from '@/components/ui/form/order-form-fields';
import { DeliverySections } from './delivery-sections';
import { EstimatedWeightField } from './estimated-weight-field';
import { ParcelField } from './parcel-field';
import { draftInputOf, editInputOf, estimateProblem, needsEstimate, startingChoices, submitInputOf } from './transhipment-values';
import { transhipmentHref, transhipmentPath } from '@/components/transhipment-order/labels';
import type { EditContext, FormState, TranshipmentChoices, TranshipmentField, TranshipmentFieldMessages } from './transhipment-values';
import { useTranshipmentSubmit } from './use-transhipment-submit';

export interface TranshipmentFormProps {
  /** The parcels that can be forwarded; editing: the order's own parcel. */
  parcels: TranshipmentParcel[];
  /** The parcel chosen first (`?parcelId=`, or the order's). */
  parcelId: string | null;
  /** The address book, default first. */
  addresses: Address[];
  currency: SiteCurrency;
  edit?: EditContext;
  /** Debounce of the draft (tests shorten it). */
  draftDelayMs?: number;
}

/**
 * One transhipment order on one page: the parcel, its estimated weight when not weighed yet, address
 * (customs ID when needed), method, services, coupon and points (kept as they were when editing), remark;
 * every change asks for a new draft, whose quote the summary shows; then submit (or save) with the total
 * the customer saw. Done: the order's page; the wallet short: the unpaid dialog. An address added or edited
 * in place is chosen and quoted, nothing else typed is lost.
 */
export function TranshipmentForm({ parcels, parcelId, addresses, currency, edit, draftDelayMs }: TranshipmentFormProps) {
  const t = useTranslations('transhipmentOrderSubmit');
  const tw = useTranslations('combinedOrderSubmit');
  const router = useRouter();
  const known = parcels.some((parcel) => parcel.id === parcelId);
  const [chosenId, setChosenId] = useState<string | null>(known ? parcelId : parcels.length === 1 ? parcels[0].id : null);
  const [choices, setChoices] = useState<TranshipmentChoices>(() => startingChoices(addresses, edit));
  const [estimatedWeight, setEstimatedWeight] = useState<number | null>(edit?.values.estimatedWeight ?? null);

  const parcel = parcels.find((one) => one.id === chosenId) ?? null;
  const state: FormState = { parcel, choices, estimatedWeight, editing: Boolean(edit), orderId: edit?.id };
  const weightNeeded = needsEstimate(parcel);
  const draftInput = draftInputOf(state);
  const draftState = useDraft(draftInput, draftTranshipmentOrder, draftDelayMs);
  // Nothing to quote (no parcel, no valid estimate): an older draft would show another parcel's prices.
  const draft = draftInput ? draftState.draft : null;
  const { submit, sending, done } = useTranshipmentSubmit();
  const symbol = symbolFor(draft?.currency ?? currency.code, currency);
  const balance = useInsufficientBalance(symbol);
  const locked = sending || done;
  const form = useOrderForm<TranshipmentField, TranshipmentDraft>(draftState, choices, setChoices);
  const { errors, message, unpaid, changed, choose, quoted, settle, placed } = form;
  const customsAndRemark = useCustomsAndRemark(form, draft?.customsId ?? null, edit?.values);
  const editor = useAddressEditor(
    addresses,
    (id) => {
      choose('addressId', id);
      draftState.refresh();
    },
    tw('address.saved'),
  );
  const weightMessage = (value: number | null) => {
    const problem = weightNeeded ? estimateProblem(value) : null;
    return problem ? t(`weight.${problem}`, { min: ESTIMATED_WEIGHT_MIN, max: ESTIMATED_WEIGHT_MAX }) : undefined;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const problems: TranshipmentFieldMessages = {
      parcelId: parcel ? undefined : t('parcel.required'),
      estimatedWeight: weightMessage(estimatedWeight),
      addressId: choices.addressId || edit?.currentAddress ? undefined : tw('address.required'),
      methodId: choices.methodId ? undefined : tw('method.required'),
      customsId: customsAndRemark.problem(),
    };
    const sendable = quoted(problems, draft);
    if (!sendable) return;
    const final = customsAndRemark.final(sendable.quote.total);
    const outcome = await submit(
      edit
        ? { kind: 'edit', id: edit.id, input: editInputOf(state, final) }
        : { kind: 'new', input: submitInputOf(state, { ...final, payNow: paysNow(sendable) }) },
    );
    settle(
      outcome,
      (sent) => {
        if (sent.kind === 'edit') router.replace(transhipmentHref(sent.order.id));
        else placed(sent.result.order.id, sent.result, transhipmentHref(sent.result.order.id));
      },
      // Saving an edit that costs more than the wallet holds: the balance dialog instead of a message.
      (error) => (edit ? balance.handle(error, transhipmentPath(edit.id)) : false),
    );
  }

  const payNow = paysNow(draft);
  const estimated =
    draft?.weightSource === 'estimated' && estimatedWeight !== null ? `${t('summary.estimated', { value: formatNumber(estimatedWeight, 2) })} ` : '';
  return (
    <OrderFormFrame
      labelledBy="transhipment-submit-title"
      onSubmit={(event) => void onSubmit(event)}
      summary={{
        ...summaryOf(draftState, { sending, done }, message),
        symbol,
        payNow,
        texts: {
          note: `${estimated}${t('summary.note')}`,
          submit: edit ? t('submit.save') : undefined,
          submitNote: edit ? t('submit.saveNote') : payNow ? t('submit.payNowNote') : t('submit.payLaterNote'),
        },
      }}
      dialogs={
        <>
          {balance.dialog}
          {unpaid ? (
            <UnpaidDialog
              combinedOrderId={unpaid.id}
              kind="transhipment"
              shortfall={unpaid.shortfall}
              symbol={symbol}
              returnTo={transhipmentPath(unpaid.id)}
              closeHref={transhipmentHref(unpaid.id)}
            />
          ) : null}
        </>
      }
      after={editor.dialog}
    >
      <ParcelField
        parcels={parcels}
        value={chosenId}
        fixed={Boolean(edit)}
        unknownId={parcelId && !known ? parcelId : null}
        symbolOf={(code) => symbolFor(code, currency)}
        error={errors.parcelId}
        disabled={locked}
        onChange={(id) => {
          setChosenId(id);
          changed('parcelId');
        }}
      />
      {weightNeeded ? <EstimatedWeightField {...weightFieldProps(form, estimatedWeight, setEstimatedWeight, weightMessage)} disabled={locked} /> : null}
      <DeliverySections
        draft={draft}
        addresses={editor.addresses}
        addressEditor={editor}
        currentAddress={edit && !choices.addressId ? edit.currentAddress : null}
        notReady={!parcel ? t('weight.needParcel') : weightNeeded && estimateProblem(estimatedWeight) ? t('weight.needed') : null}
        kept={edit?.kept ?? null}
        {...sectionsStateOf({ form, choices, fields: customsAndRemark, symbol, locked })}
      />
    </OrderFormFrame>
  );
}
