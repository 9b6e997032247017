'use client';

import { useRef } from 'react';
import { Form, Input, Select } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import '@/components/providers/antd/select.css';
import { useTranslations } from 'next-intl';
import { addGoods } from '@/lib/api/ship-for-me';
import { GOOD_CURRENCIES, GOOD_TEXT_MAX } from '@/lib/contract/ship-for-me-rules';
import type { AddGoodsResult, GoodInput } from '@/lib/contract/wire';
import { FormModal, useFormModal } from '@/components/ui/form/form-modal';
import { useFillOnOpen } from '@/components/ui/form/use-fill-on-open';
import { useLocalCart } from '@/components/ship-for-me/local-cart/local-cart-store';
import { newClientKey } from '@/components/ship-for-me/local-cart/local-good-rules';
import { checkGoodForm, EMPTY_GOOD_FORM, fieldIssue, GOOD_FORM_FIELDS, type GoodFormValues, goodFormFailure } from './good-form-values';

const MAX: Partial<Record<string, number>> = GOOD_TEXT_MAX;

/** What adding did, for the page's message: a new line, one merged into the same good, or the cart full. */
export type GoodAdded = 'added' | 'merged' | 'full';

export interface GoodFormModalProps {
  open: boolean;
  /** A member's good goes to the server cart; a visitor's to the cart kept in this browser. */
  member: boolean;
  onClose: () => void;
  onAdded: (outcome: GoodAdded) => void;
}

/**
 * A good added by hand (its link, title, shop, picture link, spec, unit price and currency, quantity), checked
 * by the same rules as the server; the server's field errors (`goods.0.<field>`) land on the fields. One
 * client key per good as typed: sending the same good again after a lost answer adds nothing twice.
 */
export function GoodFormModal({ open, member, onClose, onAdded }: GoodFormModalProps) {
  const t = useTranslations('shipForMeGoods.form');
  const tf = useTranslations('shipForMe.field');
  const te = useTranslations('shipForMeGoods.error');
  const modal = useFormModal<GoodFormValues>({ open, onClose });
  const { form } = modal;
  const attempt = useRef<{ body: string; key: string } | null>(null);

  useFillOnOpen(form, open ? 'new' : null, () => EMPTY_GOOD_FORM);

  const rule = (field: string) => ({
    validator: () => {
      const key = fieldIssue(form.getFieldsValue(true), field);
      return key ? Promise.reject(new Error(te(key, { max: MAX[field] ?? 0 }))) : Promise.resolve();
    },
  });

  function keyed(good: GoodInput): GoodInput {
    const body = JSON.stringify(good);
    if (attempt.current?.body !== body) attempt.current = { body, key: newClientKey() };
    return { ...good, clientKey: attempt.current.key };
  }

  async function save(values: GoodFormValues) {
    const { good } = checkGoodForm(values);
    if (!good) return;
    if (!member) {
      modal.setError(null);
      const result = useLocalCart.getState().add([good]);
      onAdded(result.full ? 'full' : result.added ? 'added' : 'merged');
      return;
    }
    await modal.submit(
      async () => {
        const result: AddGoodsResult = await addGoods([keyed(good)]);
        attempt.current = null;
        onAdded(result.added > 0 ? 'added' : 'merged');
      },
      (failure) => goodFormFailure(failure, GOOD_FORM_FIELDS, { network: t('network'), fallback: t('failed') }, { prefix: 'goods.0.' }),
    );
  }

  return (
    <FormModal
      modal={modal}
      name="good"
      texts={{ title: t('title'), ok: t('submit'), cancel: t('cancel') }}
      onFinish={save}
      intro={<p>{member ? t('memberNote') : t('visitorNote')}</p>}
    >
      <Form.Item name="url" label={tf('url')} rules={[rule('url')]} extra={t('urlHint')}>
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" />
      </Form.Item>
      <Form.Item name="title" label={tf('title')} rules={[rule('title')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="shopName" label={tf('shopName')} rules={[rule('shopName')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="imageUrl" label={t('imageUrlOptional')} rules={[rule('imageUrl')]}>
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" />
      </Form.Item>
      <Form.Item name="spec" label={t('specOptional')} rules={[rule('spec')]}>
        <Input autoComplete="off" placeholder={t('specPlaceholder')} />
      </Form.Item>
      <Form.Item label={tf('unitPrice')} required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="unitPrice" noStyle rules={[rule('unitPrice')]}>
            <Input inputMode="decimal" autoComplete="off" aria-label={tf('unitPrice')} style={{ flex: 1 }} />
          </Form.Item>
          <Form.Item name="currency" noStyle rules={[rule('currency')]}>
            <Select aria-label={tf('currency')} options={GOOD_CURRENCIES.map((c) => ({ value: c, label: c }))} style={{ width: 104 }} />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="quantity" label={tf('quantity')} rules={[rule('quantity')]} style={{ marginBottom: 0 }}>
        <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
