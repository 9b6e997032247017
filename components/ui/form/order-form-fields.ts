'use client';

import { type Dispatch, type SetStateAction, useState } from 'react';
import type { CombinedOrderDraft } from '@/lib/api/combined-order';

type CustomsRule = CombinedOrderDraft['customsId'];

/** The parts of an order form's state (useOrderForm) these fields use. */
interface OrderFieldsForm<F extends string> {
  errors: Partial<Record<F, string>>;
  setErrors: Dispatch<SetStateAction<Partial<Record<F, string>>>>;
  changed: (field: F) => void;
  customsMessage: (rule: CustomsRule, value: string) => string | undefined;
}

/**
 * The estimated weight field's props (kg, null while empty; its state stays in the form, whose quote needs
 * it first): a change clears its message, leaving the field says what `messageOf` finds wrong.
 */
export function weightFieldProps(
  form: OrderFieldsForm<'estimatedWeight'>,
  value: number | null,
  setValue: (value: number | null) => void,
  messageOf: (value: number | null) => string | undefined,
) {
  return {
    value,
    error: form.errors.estimatedWeight,
    onChange: (next: number | null) => {
      setValue(next);
      form.changed('estimatedWeight');
    },
    onBlur: () => form.setErrors((all) => ({ ...all, estimatedWeight: messageOf(value) })),
  };
}

/**
 * The customs ID the destination's `rule` asks for and the remark: `customs` and `remark` are the waybill
 * sections' props, `problem()` the customs ID's message before a submit, `final(total)` what the submit sends.
 */
export function useCustomsAndRemark(form: OrderFieldsForm<'customsId'>, rule: CustomsRule, initial?: { customsId?: string | null; remark?: string | null }) {
  const [customsId, setCustomsId] = useState(initial?.customsId ?? '');
  const [remark, setRemark] = useState(initial?.remark ?? '');
  return {
    customs: {
      rule,
      value: customsId,
      onChange: setCustomsId,
      onBlur: () => form.setErrors((all) => ({ ...all, customsId: customsId ? form.customsMessage(rule, customsId) : all.customsId })),
    },
    remark: { value: remark, onChange: setRemark },
    problem: () => form.customsMessage(rule, customsId),
    final: (expectedTotal: number) => ({ customsId: rule ? customsId.trim().toUpperCase() : null, remark: remark.trim() || null, expectedTotal }),
  };
}
