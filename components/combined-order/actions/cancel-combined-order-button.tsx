'use client';

// Exports: CancelCombinedOrderButton, CancelCombinedOrderButtonProps, CancelCall.
import { useId, useState, useTransition } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { cancelCombinedOrder, type CombinedOrder, type CombinedOrderDetail } from '@/lib/api/combined-order';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { CANCEL_REASON_MAX } from '@/lib/contract/combined-order-rules';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useActionTexts } from './use-action-texts';

/** The call that cancels with a reason and answers the order as it is now. */
export type CancelCall = (id: string, reason: string) => Promise<CombinedOrderDetail>;

export interface CancelCombinedOrderButtonProps {
  combinedOrder: Pick<CombinedOrder, 'id' | 'canCancel'>;
  /** Called with the cancelled waybill; the page's server data is read again as well. */
  onCanceled?: (combinedOrder: CombinedOrderDetail) => void;
  size?: 'small' | 'middle';
  /** The cancel call (default: the waybill's, cancelCombinedOrder); a transhipment order passes its own. */
  cancel?: CancelCall;
  /** A catalog namespace whose keys replace `combinedOrder.actions`' (./use-action-texts.ts), e.g. `transhipmentOrder.actions`. */
  copy?: string;
}

/**
 * "Cancel" (only when `canCancel`): a dialog says what cancelling does (money back to the wallet, coupon and
 * points released, parcels back in stock) and asks for a reason (required, at most CANCEL_REASON_MAX).
 * A refusal is shown in the dialog, in the server's words (`errors.cancelFailed` otherwise).
 * Needs the `combinedOrder` and `errors` namespaces (and `copy`'s, when given).
 */
export function CancelCombinedOrderButton({ combinedOrder, onCanceled, size, cancel = cancelCombinedOrder, copy }: CancelCombinedOrderButtonProps) {
  const t = useActionTexts(copy);
  const te = useTranslations('errors');
  const router = useRouter();
  const formId = `cancel-combined-order-${useId()}`;
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const [form] = Form.useForm<{ reason: string }>();

  async function submit({ reason }: { reason: string }) {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const canceled = await cancel(combinedOrder.id, reason.trim());
      setOpen(false);
      showInfoToast(t('canceled', { id: combinedOrder.id }), 3000);
      onCanceled?.(canceled);
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('cancelFailed') }));
    } finally {
      setSaving(false);
    }
  }

  if (!combinedOrder.canCancel) return null;
  return (
    <>
      <Button danger size={size} disabled={refreshing} aria-label={t('cancelLabel', { id: combinedOrder.id })} onClick={() => setOpen(true)}>
        {t('cancel')}
      </Button>
      <Modal
        open={open}
        title={t('cancelTitle', { id: combinedOrder.id })}
        okText={t('cancelOk')}
        okButtonProps={{ danger: true, loading: saving, htmlType: 'submit', form: formId }}
        cancelText={t('cancelKeep')}
        onCancel={() => {
          setOpen(false);
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
    </>
  );
}
