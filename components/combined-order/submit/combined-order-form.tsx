'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import type { CombinedOrderDraft } from '@/lib/api/combined-order';
import type { Parcel } from '@/lib/api/parcels';
import { PaymentTiming } from '@/lib/contract/enums';
import { useRouter } from '@/lib/i18n/navigation';
import { symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import { AddressSection } from './address-section';
import { CouponSection } from './coupon-section';
import { CustomsIdField } from './customs-id-field';
import { MethodSection } from './method-section';
import { ParcelsSummary } from './parcels-summary';
import { PointsSection } from './points-section';
import { QuoteSummary, type FormMessage } from './quote-summary';
import { RemarkField } from './remark-field';
import { ServicesSection } from './services-section';
import { adjustChoices, customsIdProblem, successHref, type Choices } from './submit-values';
import { UnpaidDialog } from './unpaid-dialog';
import { useSubmitCombinedOrder, type FieldMessages, type CombinedOrderField } from './use-submit-combined-order';
import { useCombinedOrderDraft } from './use-combined-order-draft';
import styles from '@/components/ui/form/order-form.module.css';

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
 * total the customer saw. What was chosen stays when something fails.
 */
export function CombinedOrderForm({ parcels, warehouseName, addresses, currency, draftDelayMs }: CombinedOrderFormProps) {
  const t = useTranslations('combinedOrderSubmit');
  const router = useRouter();
  const [choices, setChoices] = useState<Choices>(() => ({
    addressId: (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null,
    methodId: null,
    serviceIds: [],
    couponId: null,
    points: 0,
  }));
  const [customsId, setCustomsId] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [unpaid, setUnpaid] = useState<{ id: string; shortfall: number } | null>(null);

  const input = { parcelIds: parcels.map((parcel) => parcel.id), ...choices };
  const draftState = useCombinedOrderDraft(input, draftDelayMs);
  const { draft } = draftState;
  const { submit, sending, done } = useSubmitCombinedOrder();
  const locked = sending || done;

  // A new draft for these choices may rule some out (a method that cannot carry, a coupon no longer usable).
  const [seen, setSeen] = useState<CombinedOrderDraft | null>(null);
  if (draft && draft !== seen && draftState.fresh) {
    setSeen(draft);
    const adjusted = adjustChoices(choices, draft);
    if (adjusted !== choices) setChoices(adjusted);
  }

  const symbol = symbolFor(draft?.currency ?? currency.code, currency);
  const customsRule = draft?.customsId ?? null;
  const clearError = (field: CombinedOrderField) => setErrors((all) => (all[field] ? { ...all, [field]: undefined } : all));
  function choose<K extends keyof Choices>(field: K & CombinedOrderField, value: Choices[K]) {
    setChoices((current) => ({ ...current, [field]: value }));
    clearError(field);
    setMessage(null);
  }
  const customsMessage = (value: string) => {
    const problem = customsRule ? customsIdProblem(customsRule.country, value) : null;
    return problem ? t(`customs.${problem}`, { example: customsRule?.example ?? '' }) : undefined;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const problems: FieldMessages = {};
    if (!choices.addressId) problems.addressId = t('address.required');
    if (!choices.methodId) problems.methodId = t('method.required');
    const customsError = customsMessage(customsId);
    if (customsError) problems.customsId = customsError;
    if (Object.keys(problems).length) {
      setErrors(problems);
      setMessage({ text: t('submit.checkFields'), tone: 'error' });
      return;
    }
    if (!draftState.fresh || !draft?.quote) {
      setMessage({ text: draftState.error ?? t('submit.waitForQuote'), tone: 'error' });
      return;
    }
    setMessage(null);
    const outcome = await submit({
      ...input,
      addressId: choices.addressId ?? '',
      methodId: choices.methodId ?? '',
      customsId: customsRule ? customsId.trim().toUpperCase() : null,
      remark: remark.trim() || null,
      expectedTotal: draft.quote.total,
      payNow: draft.paymentTiming === PaymentTiming.PayFirstAndPack,
    });
    if (!outcome) return;
    if (outcome.kind === 'quoteChanged') {
      draftState.refresh();
      setMessage({ text: t('submit.quoteChanged'), tone: 'warning' });
    } else if (outcome.kind === 'failed') {
      setErrors(outcome.fields);
      setMessage(outcome.message ? { text: outcome.message, tone: 'error' } : { text: t('submit.checkFields'), tone: 'error' });
    } else {
      const { waybill: combinedOrder, payment, shortfall } = outcome.result;
      if (payment === 'unpaid' && shortfall !== null && shortfall > 0) setUnpaid({ id: combinedOrder.id, shortfall });
      else router.replace(successHref(combinedOrder.id, payment === 'unpaid'));
    }
  }

  return (
    <form className={styles.layout} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="submit-delivery-title">
      <div className={styles.main}>
        <ParcelsSummary parcels={parcels} warehouseName={warehouseName} currency={currency} />
        <AddressSection addresses={addresses} value={choices.addressId} onChange={(id) => choose('addressId', id)} error={errors.addressId} disabled={locked} />
        {customsRule ? (
          <CustomsIdField
            rule={customsRule}
            value={customsId}
            disabled={locked}
            error={errors.customsId}
            onChange={(value) => {
              setCustomsId(value);
              clearError('customsId');
            }}
            onBlur={() => customsId && setErrors((all) => ({ ...all, customsId: customsMessage(customsId) }))}
          />
        ) : null}
        <MethodSection
          methods={draft && choices.addressId ? draft.methods : null}
          hasAddress={choices.addressId !== null}
          value={choices.methodId}
          onChange={(id) => choose('methodId', id)}
          symbol={symbol}
          error={errors.methodId}
          disabled={locked}
        />
        <ServicesSection
          services={draft?.services ?? []}
          value={choices.serviceIds}
          onChange={(ids) => choose('serviceIds', ids)}
          symbol={symbol}
          error={errors.serviceIds}
          disabled={locked}
        />
        <CouponSection
          coupons={draft?.quote ? draft.coupons : null}
          value={choices.couponId}
          onChange={(id) => choose('couponId', id)}
          symbol={symbol}
          error={errors.couponId}
          disabled={locked}
        />
        <PointsSection
          points={draft?.quote ? draft.points : null}
          value={choices.points}
          onChange={(points) => choose('points', points)}
          symbol={symbol}
          error={errors.points}
          disabled={locked}
        />
        <RemarkField
          value={remark}
          disabled={locked}
          error={errors.remark}
          onChange={(value) => {
            setRemark(value);
            clearError('remark');
          }}
        />
      </div>
      <QuoteSummary
        quote={draft?.quote ?? null}
        loading={draftState.loading}
        error={draftState.error}
        symbol={symbol}
        payNow={(draft?.paymentTiming ?? PaymentTiming.PayFirstAndPack) === PaymentTiming.PayFirstAndPack}
        sending={sending}
        done={done}
        message={message}
      />
      {unpaid ? <UnpaidDialog combinedOrderId={unpaid.id} shortfall={unpaid.shortfall} symbol={symbol} /> : null}
    </form>
  );
}
