'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Address } from '@/lib/api/address';
import { createEnquiry } from '@/lib/api/ship-for-me';
import type { Good } from '@/lib/contract/wire';
import { useRouter } from '@/lib/i18n/navigation';
import { AddressSection } from '@/components/combined-order/submit/address-section';
import { FormSection } from '@/components/combined-order/submit/form-section';
import { RemarkField } from '@/components/combined-order/submit/remark-field';
import { useKeyedSubmit } from '@/components/combined-order/submit/use-submit-combined-order';
import { GoodSummary } from '@/components/ship-for-me/good/good-summary';
import form from '@/components/ui/form/order-form.module.css';
import { GoodsNotReady, SendFormFoot } from './send-form-foot';
import { notReadyTitles } from './send-values';
import { defaultWarehouseId, SendWarehouse, type WarehouseOption } from './send-warehouse';
import styles from './send.module.css';

export const ENQUIRIES_PATH = '/ship-for-me/enquiries';
const ENQUIRY_FIELDS = ['goodsIds', 'warehouseId', 'addressId', 'remark'] as const;

interface EnquiryStepProps {
  goods: Good[];
  warehouses: WarehouseOption[];
  /** The address book, default first. */
  addresses: Address[];
}

/**
 * step=enquiry: ask the warehouse for a quote for the chosen goods — to which warehouse the shops send them,
 * the delivery address (the address book, as the waybill form picks it) and a remark. One Idempotency-Key per
 * attempt; then the enquiry's page.
 */
export function EnquiryStep({ goods, warehouses, addresses }: EnquiryStepProps) {
  const t = useTranslations('shipForMeEnquiry.step');
  const tc = useTranslations('shipForMeCart.send');
  const router = useRouter();
  const [warehouseId, setWarehouseId] = useState(() => defaultWarehouseId(warehouses));
  const [addressId, setAddressId] = useState<string | null>(() => (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<(typeof ENQUIRY_FIELDS)[number], string>>>({});
  const [alert, setAlert] = useState<ReactNode>(null);
  const { submit, sending, done } = useKeyedSubmit(createEnquiry, ENQUIRY_FIELDS);
  const locked = sending || done;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (locked) return;
    const problems = { ...(warehouseId ? {} : { warehouseId: tc('warehouseRequired') }), ...(addressId ? {} : { addressId: t('addressRequired') }) };
    setErrors(problems);
    if (Object.keys(problems).length) {
      setAlert(tc('fixFields'));
      return;
    }
    setAlert(null);
    const outcome = await submit({ goodsIds: goods.map((good) => good.id), warehouseId, addressId: addressId ?? '', remark: remark.trim() || null });
    if (!outcome) return;
    if (outcome.kind === 'done') {
      router.push({ pathname: ENQUIRIES_PATH, query: { id: outcome.result.id } });
      return;
    }
    if (outcome.kind !== 'failed') return;
    const titles = notReadyTitles(outcome.error);
    const { goodsIds, ...fields } = outcome.fields;
    setErrors(fields);
    setAlert(titles !== null ? <GoodsNotReady titles={titles} /> : (goodsIds ?? outcome.message ?? tc('fixFields')));
  }

  return (
    <form className={form.main} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('title')}>
      <p className={form.hint}>{t('intro')}</p>
      <FormSection field="goodsIds" title={t('goods', { count: goods.length })}>
        <ul className={styles.goods}>
          {goods.map((good) => (
            <li key={good.id}>
              <GoodSummary good={good} picture={48} />
            </li>
          ))}
        </ul>
      </FormSection>
      <SendWarehouse
        warehouses={warehouses}
        value={warehouseId}
        onChange={setWarehouseId}
        hint={t('warehouseHint')}
        error={errors.warehouseId}
        disabled={locked}
      />
      <AddressSection addresses={addresses} value={addressId} onChange={setAddressId} error={errors.addressId} disabled={locked} />
      <RemarkField value={remark} onChange={setRemark} error={errors.remark} disabled={locked} />
      <SendFormFoot alert={alert} sending={sending} disabled={locked || !addresses.length}>
        {t('submit')}
      </SendFormFoot>
    </form>
  );
}
