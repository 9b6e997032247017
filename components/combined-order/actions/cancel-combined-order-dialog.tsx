'use client';

// Exports: CancelCombinedOrderDialog. Loaded when its button (./cancel-combined-order-button) is first pressed.
import { useRef } from 'react';
import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { showInfoToast } from '@/lib/api/feedback';
import { CANCEL_REASON_MAX } from '@/lib/contract/combined-order-rules';
import { FormField } from '@/components/ui/form/form-field';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import field from '@/components/ui/form/field.module.css';
import { ActionDialog } from './action-dialog';
import { useActionSubmit } from './use-action-submit';
import type { CancelCall } from './cancel-combined-order-button';
import { useActionTexts } from './use-action-texts';
import styles from './actions.module.css';

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
 * (`errors.cancelFailed` otherwise). Drawn while open: each opening starts empty.
 */
export function CancelCombinedOrderDialog({ open, ...props }: CancelCombinedOrderDialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ id, cancel, copy, onClose, onCanceled }: Omit<CancelCombinedOrderDialogProps, 'open'>) {
  const t = useActionTexts(copy);
  const { name, saving, error, run } = useActionSubmit('cancel-combined-order', 'cancelFailed', onClose);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const form = usePlainForm({
    name,
    initial: { reason: '' },
    rules: {
      reason: (value) =>
        !String(value).trim() ? t('cancelReasonRequired') : String(value).length > CANCEL_REASON_MAX ? t('tooLong', { max: CANCEL_REASON_MAX }) : null,
    },
  });
  const { id: fieldId, onChange: _onChange, ...reason } = form.text('reason', { hint: true });

  async function submit() {
    const values = form.validate();
    if (!values) return;
    await run(async () => {
      const canceled = await cancel(id, values.reason.trim());
      return () => {
        showInfoToast(t('canceled', { id }), 3000);
        onCanceled(canceled);
      };
    });
  }

  return (
    <ActionDialog
      title={t('cancelTitle', { id })}
      explain={t('cancelExplain')}
      formRef={form.formRef}
      name={name}
      saving={saving}
      error={error}
      okText={t('cancelOk')}
      cancelText={t('cancelKeep')}
      danger
      initialFocus={reasonRef}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <FormField id={fieldId} label={t('cancelReason')} error={form.errors.reason} hint={`${form.values.reason.length} / ${CANCEL_REASON_MAX}`}>
        <textarea
          ref={reasonRef}
          id={fieldId}
          {...reason}
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          placeholder={t('cancelReasonPlaceholder')}
          className={`${field.control} ${styles.textArea}`}
          onChange={(event) => form.setValue('reason', event.target.value)}
        />
      </FormField>
    </ActionDialog>
  );
}
