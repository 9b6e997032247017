'use client';

import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import type { TranshipmentDraft } from '@/lib/api/transhipment-order';
import { AddressSection } from '@/components/combined-order/submit/address-section';
import { CouponSection } from '@/components/combined-order/submit/coupon-section';
import { CustomsIdField } from '@/components/combined-order/submit/customs-id-field';
import { MethodSection } from '@/components/combined-order/submit/method-section';
import { PointsSection } from '@/components/combined-order/submit/points-section';
import { RemarkField } from '@/components/combined-order/submit/remark-field';
import { ServicesSection } from '@/components/combined-order/submit/services-section';
import styles from '@/components/ui/form/order-form.module.css';
import { KeptDiscountsSection, type KeptDiscounts } from './kept-discounts';
import type { TranshipmentChoices, TranshipmentField, TranshipmentFieldMessages } from './transhipment-values';

interface TextInput {
  value: string;
  onChange(value: string): void;
}

interface DeliverySectionsProps {
  /** The draft for the current choices (null while there is nothing to quote). */
  draft: TranshipmentDraft | null;
  addresses: Address[];
  /** Editing an order whose address came from a spreadsheet: that address, until one from the book is chosen. */
  currentAddress: string | null;
  /** Why the methods cannot be quoted yet (no parcel, no estimated weight). */
  notReady: string | null;
  choices: TranshipmentChoices;
  onChoose<K extends keyof TranshipmentChoices>(field: K, value: TranshipmentChoices[K]): void;
  customs: TextInput & { rule: TranshipmentDraft['customsId']; onBlur(): void };
  remark: TextInput;
  /** Editing: the coupon and points, shown read only instead of their choices. */
  kept: KeptDiscounts | null;
  symbol: string;
  errors: TranshipmentFieldMessages;
  clearError(field: TranshipmentField): void;
  disabled: boolean;
}

/**
 * Steps 3 to 7, the waybill form's own sections: address (and the customs ID the destination needs),
 * method, services (insurance among them), coupon and points, remark.
 */
export function DeliverySections({
  draft,
  addresses,
  currentAddress,
  notReady,
  choices,
  onChoose,
  customs,
  remark,
  kept,
  symbol,
  errors,
  clearError,
  disabled,
}: DeliverySectionsProps) {
  const t = useTranslations('transhipmentOrderSubmit.address');
  const hasAddress = choices.addressId !== null || currentAddress !== null;
  return (
    <>
      {currentAddress ? (
        <p className={styles.notice} role="status" data-testid="current-address">
          {t('current', { address: currentAddress })} {t('currentHint')}
        </p>
      ) : null}
      <AddressSection
        addresses={addresses}
        value={choices.addressId}
        onChange={(id) => onChoose('addressId', id)}
        error={errors.addressId}
        disabled={disabled}
      />
      {customs.rule ? (
        <CustomsIdField
          rule={customs.rule}
          value={customs.value}
          disabled={disabled}
          error={errors.customsId}
          onChange={(value) => {
            customs.onChange(value);
            clearError('customsId');
          }}
          onBlur={customs.onBlur}
        />
      ) : null}
      <MethodSection
        methods={draft && hasAddress ? draft.methods : null}
        hasAddress={hasAddress}
        notReady={notReady}
        value={choices.methodId}
        onChange={(id) => onChoose('methodId', id)}
        symbol={symbol}
        error={errors.methodId}
        disabled={disabled}
      />
      <ServicesSection
        services={draft?.services ?? []}
        value={choices.serviceIds}
        onChange={(ids) => onChoose('serviceIds', ids)}
        symbol={symbol}
        error={errors.serviceIds}
        disabled={disabled}
      />
      {kept ? (
        <KeptDiscountsSection kept={kept} symbol={symbol} />
      ) : (
        <>
          <CouponSection
            coupons={draft?.quote ? draft.coupons : null}
            value={choices.couponId}
            onChange={(id) => onChoose('couponId', id)}
            symbol={symbol}
            error={errors.couponId}
            disabled={disabled}
          />
          <PointsSection
            points={draft?.quote ? draft.points : null}
            value={choices.points}
            onChange={(points) => onChoose('points', points)}
            symbol={symbol}
            error={errors.points}
            disabled={disabled}
          />
        </>
      )}
      <RemarkField
        value={remark.value}
        disabled={disabled}
        error={errors.remark}
        onChange={(value) => {
          remark.onChange(value);
          clearError('remark');
        }}
      />
    </>
  );
}
