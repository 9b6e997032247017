'use client';

import { useRef, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { updateGood } from '@/lib/api/ship-for-me';
import type { Good, GoodsType } from '@/lib/contract/wire';
import { FormAlert } from '@/components/ui/form/form-alert';
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
  const [form] = Form.useForm<GoodEditorValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  async function save(values: GoodEditorValues) {
    setSaving(true);
    setError(null);
    try {
      await updateGood(good.id, updateInputOf(values));
      onSaved();
    } catch (failure) {
      const failed = goodFormFailure(failure, GOOD_EDITOR_FIELDS, { network: t('network'), fallback: t('failed') }, { rename: EDITOR_RENAME });
      form.setFields(failed.fields.map((f) => ({ name: f.name as GoodEditorField, errors: f.errors })));
      setError(failed.message);
    } finally {
      setSaving(false);
    }
  }

  const typeOptions = goodsTypes.map((type) => ({ value: type.id, label: type.name }));
  if (good.declaration.goodsTypeId && !goodsTypes.some((type) => type.id === good.declaration.goodsTypeId)) {
    typeOptions.unshift({ value: good.declaration.goodsTypeId, label: good.declaration.goodsTypeName || good.declaration.goodsTypeId });
  }

  return (
    <Modal
      open={open}
      title={t('title')}
      okText={tf('button.save')}
      cancelText={tf('button.cancel')}
      onOk={() => form.submit()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      confirmLoading={saving}
      forceRender
      width={560}
    >
      <Form<GoodEditorValues>
        form={form}
        name="good-editor"
        layout="vertical"
        requiredMark={false}
        onFinish={save}
        disabled={saving}
        onValuesChange={(changed: Partial<GoodEditorValues>, all: GoodEditorValues) => {
          // The declared quantity that matched the old quantity follows the new one.
          if (changed.quantity === undefined) return;
          if (all.declaredQuantity === previousQuantity.current) form.setFieldValue('declaredQuantity', changed.quantity);
          previousQuantity.current = changed.quantity;
        }}
      >
        <FormAlert error={error} />
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
      </Form>
    </Modal>
  );
}
