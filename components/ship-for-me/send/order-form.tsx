'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { CombinedOrderDraft, CombinedOrderSubmitResult } from '@/lib/api/combined-order';
import type { Good } from '@/lib/contract/wire';
import { calculateLogisticsOrderFee, submitLogisticsOrder } from '@/lib/api/ship-for-me';
import { useInsufficientBalance } from '@/components/funds/insufficient-balance-dialog';
import { symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import { QuoteSummary } from '@/components/combined-order/submit/quote-summary';
import { useDraft } from '@/components/combined-order/submit/use-combined-order-draft';
import { paysNow, sectionsStateOf, summaryOf, useOrderForm } from '@/components/combined-order/submit/use-order-form';
import { useKeyedSubmit } from '@/components/combined-order/submit/use-submit-combined-order';
import { currencySymbol } from '@/components/ship-for-me/good/good-money';
import styles from '@/components/ui/form/order-form.module.css';
import { useCustomsAndRemark, weightFieldProps } from '@/components/ui/form/order-form-fields';
import type { OrderData } from './order-data';
import { OrderPackages } from './order-packages';
import { OrderPlaced } from './order-placed';
import { OrderSections } from './order-sections';
import { OrderStickyBar } from './order-sticky-bar';
import {
  feeInputOf,
  hasPackageMessages,
  ORDER_FIELDS,
  ORDER_WEIGHT_MAX,
  ORDER_WEIGHT_MIN,
  packageProblems,
  packageServerMessages,
  startingChoices,
  submitInputOf,
  weightProblem,
  type OrderField,
  type OrderFieldMessages,
  type OrderState,
  type PackageField,
  type PackageMessages,
} from './order-values';
import { OrderWeight } from './order-weight';
import { initialPackages, moveGood } from './send-values';
import { defaultWarehouseId, SendWarehouse } from './send-warehouse';

export interface OrderFormProps {
  data: OrderData;
  /** This step's path (a recharge after a 402 comes back to it). */
  stepPath: string;
  currency?: SiteCurrency;
  /** Debounce of the fee (tests shorten it). */
  draftDelayMs?: number;
}

/**
 * The logistics order on one page: the goods in one package per shop (tracking number, carrier), the
 * warehouse, the estimated weight, then the waybill form's address, method, services, coupon, points and
 * remark; every change asks for the fee again, whose quote the summary shows; Submit sends the total the
 * customer saw. An answered enquiry fixes the warehouse, method and weight. Done: the result in place.
 */
export function OrderForm({ data, stepPath, currency, draftDelayMs }: OrderFormProps) {
  const t = useTranslations('shipForMeOrder');
  const tw = useTranslations('combinedOrderSubmit');
  const ts = useTranslations('shipForMeCart.send');
  const { goods, enquiry, warehouses, addresses, carriers } = data;
  const answer = enquiry?.answer ?? null;
  const byId = useMemo(() => new Map(goods.map((good) => [good.id, good])), [goods]);
  const [packages, setPackages] = useState(() => initialPackages(goods));
  const [packageErrors, setPackageErrors] = useState<PackageMessages>([]);
  const [warehouseId, setWarehouseId] = useState(enquiry?.warehouseId ?? (defaultWarehouseId(warehouses) || null));
  const [estimatedWeight, setEstimatedWeight] = useState<number | null>(answer?.estimatedWeight ?? null);
  const [choices, setChoices] = useState(() => startingChoices(addresses, enquiry));
  const [placed, setPlaced] = useState<CombinedOrderSubmitResult | null>(null);

  const state: OrderState = { goodsIds: goods.map((good) => good.id), warehouseId, estimatedWeight, enquiryId: enquiry?.id ?? null, choices };
  const feeInput = feeInputOf(state);
  const draftState = useDraft(feeInput, calculateLogisticsOrderFee, draftDelayMs);
  // Nothing to price (no warehouse, no valid weight): an older draft would show another weight's prices.
  const draft = feeInput ? draftState.draft : null;
  const { submit, sending, done } = useKeyedSubmit(submitLogisticsOrder, ORDER_FIELDS);
  const code = draft?.currency ?? currency?.code ?? goods[0]?.siteCurrency ?? '';
  const symbol = currency ? symbolFor(code, currency) : currencySymbol(code);
  const balance = useInsufficientBalance(symbol);
  const locked = sending || done;
  const form = useOrderForm<OrderField, CombinedOrderDraft>(draftState, choices, setChoices);
  const { errors, message, changed, quoted, settle } = form;
  const customsAndRemark = useCustomsAndRemark(form, draft?.customsId ?? null);
  const weightMessage = (value: number | null) => {
    const problem = answer ? null : weightProblem(value);
    return problem ? t(`weight.${problem}`, { min: ORDER_WEIGHT_MIN, max: ORDER_WEIGHT_MAX }) : undefined;
  };
  const editPackage = (index: number, field: PackageField, value: string) => {
    setPackages((all) => all.map((one, i) => (i === index ? { ...one, [field]: value } : one)));
    setPackageErrors((all) => all.map((one, i) => (i === index ? { ...one, [field]: undefined } : one)));
    changed('packages');
  };
  const moveToPackage = (good: Good, to: number | 'new') => {
    setPackages((all) => moveGood(all, good, to));
    setPackageErrors([]);
    changed('packages');
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const checked = packageProblems(packages);
    setPackageErrors(checked.problems.map((found) => Object.fromEntries(Object.entries(found).map(([field, key]) => [field, ts(key as 'trackingRequired')]))));
    const problems: OrderFieldMessages = {
      packages: checked.any ? t('packages.check') : undefined,
      warehouseId: warehouseId ? undefined : t('warehouse.required'),
      estimatedWeight: weightMessage(estimatedWeight),
      addressId: choices.addressId ? undefined : tw('address.required'),
      methodId: choices.methodId ? undefined : tw('method.required'),
      customsId: customsAndRemark.problem(),
    };
    const sendable = quoted(problems, draft);
    if (!sendable) return;
    const final = { ...customsAndRemark.final(sendable.quote.total), payNow: paysNow(sendable) };
    const outcome = await submit(submitInputOf(state, packages, final));
    if (outcome?.kind === 'failed') {
      // `packages.<i>.<field>` messages go on their package's fields, not on the section.
      const onFields = packageServerMessages(outcome.error, packages.length);
      setPackageErrors(onFields);
      if (hasPackageMessages(onFields)) outcome.fields = { ...outcome.fields, packages: undefined };
    }
    settle(outcome, setPlaced, (error) => balance.handle(error, stepPath));
  }

  if (placed) return <OrderPlaced result={placed} symbol={symbol} />;

  const payNow = paysNow(draft);
  return (
    <form className={styles.layout} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('formLabel')}>
      <div className={styles.main}>
        <OrderPackages
          packages={packages}
          goods={byId}
          carriers={carriers}
          onChange={editPackage}
          onMove={moveToPackage}
          errors={packageErrors}
          error={errors.packages}
          disabled={locked}
        />
        <SendWarehouse
          warehouses={enquiry ? warehouses.filter((warehouse) => warehouse.warehouseId === enquiry.warehouseId) : warehouses}
          value={warehouseId ?? ''}
          hint={enquiry ? t('warehouse.fixed') : t('warehouse.hint')}
          error={errors.warehouseId}
          disabled={locked}
          onChange={(id) => {
            setWarehouseId(id);
            changed('warehouseId');
          }}
        />
        <OrderWeight {...weightFieldProps(form, estimatedWeight, setEstimatedWeight, weightMessage)} fixed={Boolean(answer)} disabled={locked} />
        <OrderSections
          draft={draft}
          addresses={addresses}
          notReady={!warehouseId ? t('warehouse.needed') : weightProblem(estimatedWeight) ? t('weight.needed') : null}
          fixedMethodId={answer?.methodId ?? null}
          {...sectionsStateOf({ form, choices, fields: customsAndRemark, symbol, locked })}
        />
        <OrderStickyBar total={draft?.quote?.total ?? null} symbol={symbol} payNow={payNow} sending={sending} locked={locked} />
      </div>
      <QuoteSummary
        {...summaryOf(draftState, { sending, done }, message)}
        quote={draft?.quote ?? null}
        symbol={symbol}
        payNow={payNow}
        texts={{ note: t('summary.note'), submitNote: payNow ? t('summary.payNowNote') : t('summary.payLaterNote') }}
      />
      {balance.dialog}
    </form>
  );
}
