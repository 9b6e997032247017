'use client';

// Exports: CancelCombinedOrderDialog. Loaded when its button (./cancel-combined-order-button) is first pressed.
import { useId, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import '@/components/providers/antd/modal.css';
import { useTranslations } from 'next-intl';
import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { CANCEL_REASON_MAX } from '@/lib/contract/combined-order-rules';
import { FormAlert } from '@/components/ui/form/form-alert';
import type { CancelCall } from './cancel-combined-order-button';
import { useActionTexts } from './use-action-texts';

interface CancelCombinedOrderDialogProps {
  id: string;
  open: boolean;
  cancel: CancelCall;
  copy?: string;
  onClose: () => void;
  /** After the waybill was cancelled (the dialog is closed by then). */
  onCanceled: (combinedOrder: CombinedOrderDetail) => void;
}

/**
 * Says what cancelling does (money back to the wallet, coupon and points released, parcels back in stock) and asks
 * for a reason (required, at most CANCEL_REASON_MAX). A refusal is shown in the dialog, in the server's words
 * (`errors.cancelFailed` otherwise).
 */
export function CancelCombinedOrderDialog({ id, open, cancel, copy, onClose, onCanceled }: CancelCombinedOrderDialogProps) {
  const t = useActionTexts(copy);
  const te = useTranslations('errors');
  const formId = `cancel-combined-order-${useId()}`;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  async function submit({ reason }: { reason: string }) {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const canceled = await cancel(id, reason.trim());
      onClose();
      showInfoToast(t('canceled', { id }), 3000);
      onCanceled(canceled);
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('cancelFailed') }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('cancelTitle', { id })}
      okText={t('cancelOk')}
      okButtonProps={{ danger: true, loading: saving, htmlType: 'submit', form: formId }}
      cancelText={t('cancelKeep')}
      onCancel={() => {
        onClose();
        setError(null);
      }}
      destroyOnHidden
    >
      <p>{t('cancelExplain')}</p>
      <Form id={formId} form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <FormAlert error={error} />
        <Form.Item
          name="reason"
          label={t('cancelReason')}
          rules={[
            { required: true, whitespace: true, message: t('cancelReasonRequired') },
            { max: CANCEL_REASON_MAX, message: t('tooLong', { max: CANCEL_REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={CANCEL_REASON_MAX} showCount placeholder={t('cancelReasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
