'use client';

import type { ReactNode } from 'react';
import type { Address } from '@/lib/api/address';
import type { CombinedOrderDraft } from '@/lib/api/combined-order';
import { AddressSection } from './address-section';
import { CouponSection } from './coupon-section';
import { CustomsIdField } from './customs-id-field';
import { MethodSection } from './method-section';
import { PointsSection } from './points-section';
import { RemarkField } from './remark-field';
import { ServicesSection } from './services-section';
import type { Choices } from './submit-values';
import type { AddressEditor } from './use-address-editor';

interface TextInput {
  value: string;
  onChange(value: string): void;
}

export interface WaybillSectionsProps {
  /** The draft for the current choices (null while there is nothing to quote). */
  draft: CombinedOrderDraft | null;
  addresses: Address[];
  /** Adds and edits addresses in place (without: a link to the address book). */
  addressEditor?: Pick<AddressEditor, 'edit' | 'preload' | 'notice'>;
  /** Whether the order has an address (default: one is chosen from the book). */
  hasAddress?: boolean;
  /** Why the methods cannot be quoted yet besides the address. */
  notReady?: string | null;
  /** The only method offered (an answered enquiry's). */
  onlyMethodId?: string | null;
  /** Shown under the methods. */
  methodNote?: ReactNode;
  /** Shown instead of the coupon and points choices. */
  discounts?: ReactNode;
  choices: Choices;
  onChoose<K extends keyof Choices>(field: K, value: Choices[K]): void;
  customs: TextInput & { rule: CombinedOrderDraft['customsId']; onBlur(): void };
  remark: TextInput;
  symbol: string;
  errors: Partial<Record<keyof Choices | 'customsId' | 'remark', string>>;
  clearError(field: 'customsId' | 'remark'): void;
  disabled: boolean;
}

/**
 * The sections the waybill form, the logistics order and the transhipment order share: address (and the
 * customs ID the destination needs), method, services, coupon and points, remark.
 */
export function WaybillSections({
  draft,
  addresses,
  addressEditor,
  hasAddress,
  notReady,
  onlyMethodId,
  methodNote,
  discounts,
  choices,
  onChoose,
  customs,
  remark,
  symbol,
  errors,
  clearError,
  disabled,
}: WaybillSectionsProps) {
  const addressed = hasAddress ?? choices.addressId !== null;
  const offered = draft && addressed ? draft.methods : null;
  const methods = offered && onlyMethodId ? offered.filter((method) => method.methodId === onlyMethodId) : offered;
  const methodSection = (
    <MethodSection
      methods={methods}
      hasAddress={addressed}
      notReady={notReady}
      value={choices.methodId}
      onChange={(id) => onChoose('methodId', id)}
      symbol={symbol}
      error={errors.methodId}
      disabled={disabled}
    />
  );
  return (
    <>
      <AddressSection
        addresses={addresses}
        value={choices.addressId}
        onChange={(id) => onChoose('addressId', id)}
        error={errors.addressId}
        disabled={disabled}
        editor={addressEditor}
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
      {methodNote ? (
        <div>
          {methodSection}
          {methodNote}
        </div>
      ) : (
        methodSection
      )}
      <ServicesSection
        services={draft?.services ?? []}
        value={choices.serviceIds}
        onChange={(ids) => onChoose('serviceIds', ids)}
        symbol={symbol}
        error={errors.serviceIds}
        disabled={disabled}
      />
      {discounts ?? (
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
