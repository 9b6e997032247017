// The good editor's values (quantity, spec, the four declared fields) ↔ a good and the update call.
import { DECLARED_NAME_MAX } from '@/lib/contract/parcel-rules';
import { DECLARED_VALUE_MAX, GOOD_SPEC_MAX } from '@/lib/contract/ship-for-me-rules';
import type { Good, GoodUpdateInput } from '@/lib/contract/wire';
import { type GoodIssueKey, isAmount, isQuantity } from '@/components/ship-for-me/local-cart/local-good-rules';
import { decimalOf } from './good-form-values';

export interface GoodEditorValues {
  quantity: string;
  spec: string;
  declaredName: string;
  goodsTypeId: string;
  declaredValue: string;
  declaredQuantity: string;
}

export const GOOD_EDITOR_FIELDS = ['quantity', 'spec', 'declaredName', 'goodsTypeId', 'declaredValue', 'declaredQuantity'] as const;
export type GoodEditorField = (typeof GOOD_EDITOR_FIELDS)[number];

/** The server's field names (PUT goods/{id}) → the editor's. */
export const EDITOR_RENAME: Record<string, GoodEditorField> = {
  'declaration.declaredName': 'declaredName',
  'declaration.goodsTypeId': 'goodsTypeId',
  'declaration.declaredValue': 'declaredValue',
  'declaration.quantity': 'declaredQuantity',
};

export const EDITOR_MAX: Partial<Record<GoodEditorField, number>> = { spec: GOOD_SPEC_MAX, declaredName: DECLARED_NAME_MAX };

export function editorValuesOf(good: Good): GoodEditorValues {
  return {
    quantity: String(good.quantity),
    spec: good.spec ?? '',
    declaredName: good.declaration.declaredName,
    goodsTypeId: good.declaration.goodsTypeId,
    declaredValue: String(good.declaration.declaredValue),
    declaredQuantity: String(good.declaration.quantity),
  };
}

/** The catalog key (`shipForMeGoods.error.<key>`) of a field's issue, or null. */
export function editorIssue(values: Partial<GoodEditorValues>, field: GoodEditorField): GoodIssueKey | null {
  const text = (values[field] ?? '').trim();
  switch (field) {
    case 'quantity':
    case 'declaredQuantity':
      return isQuantity(decimalOf(text)) ? null : 'quantity';
    case 'spec':
      return text.length > GOOD_SPEC_MAX ? 'tooLong' : null;
    case 'declaredName':
      return !text ? 'required' : text.length > DECLARED_NAME_MAX ? 'tooLong' : null;
    case 'goodsTypeId':
      return text ? null : 'required';
    case 'declaredValue':
      return !text ? 'required' : isAmount(decimalOf(text), DECLARED_VALUE_MAX) ? null : 'price';
  }
}

export function updateInputOf(values: GoodEditorValues): GoodUpdateInput {
  return {
    quantity: decimalOf(values.quantity) ?? 0,
    spec: values.spec.trim() || null,
    declaration: {
      declaredName: values.declaredName.trim(),
      goodsTypeId: values.goodsTypeId,
      declaredValue: decimalOf(values.declaredValue) ?? 0,
      quantity: decimalOf(values.declaredQuantity) ?? 0,
    },
  };
}
