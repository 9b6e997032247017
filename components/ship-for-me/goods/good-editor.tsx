'use client';

import { useRef } from 'react';
import { Form, Input, Select } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import '@/components/providers/antd/select.css';
import { useTranslations } from 'next-intl';
import { updateGood } from '@/lib/api/ship-for-me';
import type { Good, GoodsType } from '@/lib/contract/wire';
import { FormModal, useFormModal } from '@/components/ui/form/form-modal';
import { useFillOnOpen } from '@/components/ui/form/use-fill-on-open';
import {
  EDITOR_MAX,
  EDITOR_RENAME,
  editorIssue,
  editorValuesOf,
  GOOD_EDITOR_FIELDS,
  type GoodEditorField,
  type GoodEditorValues,
  updateInputOf,
} from './good-editor-values';
import { goodFormFailure } from './good-form-values';

interface GoodEditorProps {
  open: boolean;
  good: Good;
  goodsTypes: readonly GoodsType[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A good in the cart: its quantity, spec and declaration (SPEC section 3 fields 1010–1040). The declared
 * quantity follows the quantity while they were equal. Server errors land on their fields.
 */
export function GoodEditor({ open, good, goodsTypes, onClose, onSaved }: GoodEditorProps) {
  const t = useTranslations('shipForMeGoods.editor');
  const tf = useTranslations('shipForMe');
  const te = useTranslations('shipForMeGoods.error');
  const modal = useFormModal<GoodEditorValues>({ open, onClose });
  const { form } = modal;

  const previousQuantity = useRef('');
  useFillOnOpen(form, open ? good.id : null, () => {
    previousQuantity.current = String(good.quantity);
    return editorValuesOf(good);
  });

  const rule = (field: GoodEditorField) => ({
    validator: () => {
      const key = editorIssue(form.getFieldsValue(true), field);
      return key ? Promise.reject(new Error(te(key, { max: EDITOR_MAX[field] ?? 0 }))) : Promise.resolve();
    },
  });

  const save = (values: GoodEditorValues) =>
    modal.submit(
      async () => {
        await updateGood(good.id, updateInputOf(values));
        onSaved();
      },
      (failure) => goodFormFailure(failure, GOOD_EDITOR_FIELDS, { network: t('network'), fallback: t('failed') }, { rename: EDITOR_RENAME }),
    );

  const typeOptions = goodsTypes.map((type) => ({ value: type.id, label: type.name }));
  if (good.declaration.goodsTypeId && !goodsTypes.some((type) => type.id === good.declaration.goodsTypeId)) {
    typeOptions.unshift({ value: good.declaration.goodsTypeId, label: good.declaration.goodsTypeName || good.declaration.goodsTypeId });
  }

  return (
    <FormModal
      modal={modal}
      name="good-editor"
      texts={{ title: t('title'), ok: tf('button.save'), cancel: tf('button.cancel') }}
      onFinish={save}
      onValuesChange={(changed: Partial<GoodEditorValues>, all: GoodEditorValues) => {
        // The declared quantity that matched the old quantity follows the new one.
        if (changed.quantity === undefined) return;
        if (all.declaredQuantity === previousQuantity.current) form.setFieldValue('declaredQuantity', changed.quantity);
        previousQuantity.current = changed.quantity;
      }}
    >
      <Form.Item name="quantity" label={tf('field.quantity')} rules={[rule('quantity')]}>
        <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
      </Form.Item>
      <Form.Item name="spec" label={tf('field.spec')} rules={[rule('spec')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
        <legend style={{ fontSize: 15, fontWeight: 600, marginBottom: 8 }}>{tf('field.declaration')}</legend>
        <Form.Item name="declaredName" label={tf('declaration.declaredName')} rules={[rule('declaredName')]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="goodsTypeId" label={tf('declaration.goodsTypeId')} rules={[rule('goodsTypeId')]}>
          <Select options={typeOptions} />
        </Form.Item>
        <Form.Item name="declaredValue" label={`${tf('declaration.declaredValue')} (${good.currency})`} rules={[rule('declaredValue')]}>
          <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="declaredQuantity" label={tf('declaration.quantity')} rules={[rule('declaredQuantity')]} style={{ marginBottom: 0 }}>
          <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
        </Form.Item>
      </fieldset>
    </FormModal>
  );
}
