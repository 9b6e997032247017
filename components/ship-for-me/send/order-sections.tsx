'use client';

import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import type { CombinedOrderDraft } from '@/lib/api/combined-order';
import { AddressSection } from '@/components/combined-order/submit/address-section';
import { CouponSection } from '@/components/combined-order/submit/coupon-section';
import { CustomsIdField } from '@/components/combined-order/submit/customs-id-field';
import { MethodSection } from '@/components/combined-order/submit/method-section';
import { PointsSection } from '@/components/combined-order/submit/points-section';
import { RemarkField } from '@/components/combined-order/submit/remark-field';
import { ServicesSection } from '@/components/combined-order/submit/services-section';
import styles from '@/components/ui/form/order-form.module.css';
import type { OrderChoices, OrderField, OrderFieldMessages } from './order-values';

interface TextInput {
  value: string;
  onChange(value: string): void;
}

interface OrderSectionsProps {
  /** The draft for the current choices (null while there is nothing to price). */
  draft: CombinedOrderDraft | null;
  addresses: Address[];
  /** Why the methods cannot be priced yet (no warehouse, no estimated weight). */
  notReady: string | null;
  /** An answered enquiry's method: the only one offered. */
  fixedMethodId: string | null;
  choices: OrderChoices;
  onChoose<K extends keyof OrderChoices>(field: K, value: OrderChoices[K]): void;
  customs: TextInput & { rule: CombinedOrderDraft['customsId']; onBlur(): void };
  remark: TextInput;
  symbol: string;
  errors: OrderFieldMessages;
  clearError(field: OrderField): void;
  disabled: boolean;
}

/** The waybill form's own sections: address (and the customs ID the destination needs), method, services, coupon, points, remark. */
export function OrderSections({
  draft,
  addresses,
  notReady,
  fixedMethodId,
  choices,
  onChoose,
  customs,
  remark,
  symbol,
  errors,
  clearError,
  disabled,
}: OrderSectionsProps) {
  const t = useTranslations('shipForMeOrder');
  const hasAddress = choices.addressId !== null;
  const methods = draft && hasAddress ? draft.methods.filter((method) => !fixedMethodId || method.methodId === fixedMethodId) : null;
  return (
    <>
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
      <div>
        <MethodSection
          methods={methods}
          hasAddress={hasAddress}
          notReady={notReady}
          value={choices.methodId}
          onChange={(id) => onChoose('methodId', id)}
          symbol={symbol}
          error={errors.methodId}
          disabled={disabled}
        />
        {fixedMethodId ? <p className={styles.hint}>{t('enquiry.fixedMethod')}</p> : null}
      </div>
      <ServicesSection
        services={draft?.services ?? []}
        value={choices.serviceIds}
        onChange={(ids) => onChoose('serviceIds', ids)}
        symbol={symbol}
        error={errors.serviceIds}
        disabled={disabled}
      />
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
