'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import { draftTranshipmentOrder, type TranshipmentDraft, type TranshipmentParcel } from '@/lib/api/transhipment-order';
import { PaymentTiming } from '@/lib/contract/enums';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '@/lib/contract/transhipment-order-rules';
import { formatNumber } from '@/lib/format/number';
import { useRouter } from '@/lib/i18n/navigation';
import { useInsufficientBalance } from '@/components/funds/insufficient-balance-dialog';
import { symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import { QuoteSummary, type FormMessage } from '@/components/combined-order/submit/quote-summary';
import { adjustChoices, customsIdProblem } from '@/components/combined-order/submit/submit-values';
import { UnpaidDialog } from '@/components/combined-order/submit/unpaid-dialog';
import { useDraft } from '@/components/combined-order/submit/use-combined-order-draft';
import styles from '@/components/ui/form/order-form.module.css';
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
 * the customer saw. Done: the order's page; the wallet short: the unpaid dialog.
 */
export function TranshipmentForm({ parcels, parcelId, addresses, currency, edit, draftDelayMs }: TranshipmentFormProps) {
  const t = useTranslations('transhipmentOrderSubmit');
  const tw = useTranslations('combinedOrderSubmit');
  const router = useRouter();
  const known = parcels.some((parcel) => parcel.id === parcelId);
  const [chosenId, setChosenId] = useState<string | null>(known ? parcelId : parcels.length === 1 ? parcels[0].id : null);
  const [choices, setChoices] = useState<TranshipmentChoices>(() => startingChoices(addresses, edit));
  const [estimatedWeight, setEstimatedWeight] = useState<number | null>(edit?.values.estimatedWeight ?? null);
  const [customsId, setCustomsId] = useState(edit?.values.customsId ?? '');
  const [remark, setRemark] = useState(edit?.values.remark ?? '');
  const [errors, setErrors] = useState<TranshipmentFieldMessages>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [unpaid, setUnpaid] = useState<{ id: string; shortfall: number } | null>(null);

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

  // A new draft for these choices may rule some out (a method that cannot carry, a coupon no longer usable).
  const [seen, setSeen] = useState<TranshipmentDraft | null>(null);
  if (draftState.draft && draftState.draft !== seen && draftState.fresh) {
    setSeen(draftState.draft);
    const adjusted = adjustChoices(choices, draftState.draft);
    if (adjusted !== choices) setChoices(adjusted);
  }

  const customsRule = draft?.customsId ?? null;
  const clearError = (field: TranshipmentField) => setErrors((all) => (all[field] ? { ...all, [field]: undefined } : all));
  const change = (field: TranshipmentField) => {
    clearError(field);
    setMessage(null);
  };
  const weightMessage = (value: number | null) => {
    const problem = weightNeeded ? estimateProblem(value) : null;
    return problem ? t(`weight.${problem}`, { min: ESTIMATED_WEIGHT_MIN, max: ESTIMATED_WEIGHT_MAX }) : undefined;
  };
  const customsMessage = (value: string) => {
    const problem = customsRule ? customsIdProblem(customsRule.country, value) : null;
    return problem ? tw(`customs.${problem}`, { example: customsRule?.example ?? '' }) : undefined;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const problems: TranshipmentFieldMessages = {
      parcelId: parcel ? undefined : t('parcel.required'),
      estimatedWeight: weightMessage(estimatedWeight),
      addressId: choices.addressId || edit?.currentAddress ? undefined : tw('address.required'),
      methodId: choices.methodId ? undefined : tw('method.required'),
      customsId: customsMessage(customsId),
    };
    if (Object.values(problems).some(Boolean)) {
      setErrors(problems);
      setMessage({ text: tw('submit.checkFields'), tone: 'error' });
      return;
    }
    if (!draftState.fresh || !draft?.quote) {
      setMessage({ text: draftState.error ?? tw('submit.waitForQuote'), tone: 'error' });
      return;
    }
    setMessage(null);
    const final = {
      customsId: customsRule ? customsId.trim().toUpperCase() : null,
      remark: remark.trim() || null,
      expectedTotal: draft.quote.total,
    };
    const outcome = await submit(
      edit
        ? { kind: 'edit', id: edit.id, input: editInputOf(state, final) }
        : { kind: 'new', input: submitInputOf(state, { ...final, payNow: draft.paymentTiming === PaymentTiming.PayFirstAndPack }) },
    );
    if (!outcome) return;
    if (outcome.kind === 'quoteChanged') {
      draftState.refresh();
      setMessage({ text: tw('submit.quoteChanged'), tone: 'warning' });
    } else if (outcome.kind === 'failed') {
      if (edit && balance.handle(outcome.error, transhipmentPath(edit.id))) return;
      setErrors(outcome.fields);
      setMessage({ text: outcome.message ?? tw('submit.checkFields'), tone: 'error' });
    } else if (outcome.result.kind === 'edit') {
      router.replace(transhipmentHref(outcome.result.order.id));
    } else {
      const { order, payment, shortfall } = outcome.result.result;
      if (payment === 'unpaid' && shortfall !== null && shortfall > 0) setUnpaid({ id: order.id, shortfall });
      else router.replace(transhipmentHref(order.id));
    }
  }

  const payNow = (draft?.paymentTiming ?? PaymentTiming.PayFirstAndPack) === PaymentTiming.PayFirstAndPack;
  const estimated =
    draft?.weightSource === 'estimated' && estimatedWeight !== null ? `${t('summary.estimated', { value: formatNumber(estimatedWeight, 2) })} ` : '';
  return (
    <form className={styles.layout} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="transhipment-submit-title">
      <div className={styles.main}>
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
            change('parcelId');
          }}
        />
        {weightNeeded ? (
          <EstimatedWeightField
            value={estimatedWeight}
            error={errors.estimatedWeight}
            disabled={locked}
            onChange={(value) => {
              setEstimatedWeight(value);
              change('estimatedWeight');
            }}
            onBlur={() => setErrors((all) => ({ ...all, estimatedWeight: weightMessage(estimatedWeight) }))}
          />
        ) : null}
        <DeliverySections
          draft={draft}
          addresses={addresses}
          currentAddress={edit && !choices.addressId ? edit.currentAddress : null}
          notReady={!parcel ? t('weight.needParcel') : weightNeeded && estimateProblem(estimatedWeight) ? t('weight.needed') : null}
          choices={choices}
          onChoose={(field, value) => {
            setChoices((current) => ({ ...current, [field]: value }));
            change(field);
          }}
          customs={{
            rule: customsRule,
            value: customsId,
            onChange: setCustomsId,
            onBlur: () => setErrors((all) => ({ ...all, customsId: customsId ? customsMessage(customsId) : all.customsId })),
          }}
          remark={{ value: remark, onChange: setRemark }}
          kept={edit?.kept ?? null}
          symbol={symbol}
          errors={errors}
          clearError={clearError}
          disabled={locked}
        />
      </div>
      <QuoteSummary
        quote={draft?.quote ?? null}
        loading={draftState.loading}
        error={draftState.error}
        symbol={symbol}
        payNow={payNow}
        sending={sending}
        done={done}
        message={message}
        texts={{
          note: `${estimated}${t('summary.note')}`,
          submit: edit ? t('submit.save') : undefined,
          submitNote: edit ? t('submit.saveNote') : payNow ? t('submit.payNowNote') : t('submit.payLaterNote'),
        }}
      />
      {balance.dialog}
      {unpaid ? (
        <UnpaidDialog
          combinedOrderId={unpaid.id}
          shortfall={unpaid.shortfall}
          symbol={symbol}
          returnTo={transhipmentPath(unpaid.id)}
          closeHref={transhipmentHref(unpaid.id)}
        />
      ) : null}
    </form>
  );
}
