'use client';

import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import '@/components/providers/antd/modal.css';
import { useTranslations } from 'next-intl';
import { cancelForecast, type ParcelDetail } from '@/lib/api/parcels';
import { failureMessage } from '@/lib/api/failure-message';
import { CANCEL_REASON_MAX } from '@/lib/contract/parcel-rules';
import { FormAlert } from '@/components/ui/form/form-alert';

/** "Cancel forecast" while the parcel has not arrived: a reason is required (≤ 200 characters). */
export function CancelForecast({ parcel, onCanceled }: { parcel: ParcelDetail; onCanceled: () => Promise<void> }) {
  const t = useTranslations('parcels');
  const te = useTranslations('errors');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  async function submit({ reason }: { reason: string }) {
    setSaving(true);
    setError(null);
    try {
      await cancelForecast(parcel.id, reason.trim());
      setOpen(false);
      await onCanceled();
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('cancelFailed') }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        {t('cancel.button')}
      </Button>
      <Modal
        open={open}
        title={t('cancel.title', { trackingNumber: parcel.trackingNumber })}
        okText={t('cancel.confirm')}
        okButtonProps={{ danger: true, loading: saving, htmlType: 'submit', form: 'cancel-forecast' }}
        cancelText={t('cancel.keep')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form id="cancel-forecast" form={form} layout="vertical" onFinish={submit}>
          <FormAlert error={error} />
          <Form.Item
            name="reason"
            label={t('cancel.reason')}
            rules={[
              { required: true, whitespace: true, message: t('cancel.reasonRequired') },
              { max: CANCEL_REASON_MAX, message: t('cancel.reasonTooLong', { max: CANCEL_REASON_MAX }) },
            ]}
          >
            <Input.TextArea rows={3} maxLength={CANCEL_REASON_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
