'use client';

// Exports: SignCombinedOrderDialog. Loaded when its button (./sign-combined-order-button) is first pressed.
import { useId, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import '@/components/providers/antd/modal.css';
import { useTranslations } from 'next-intl';
import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { RATING_MIN, REVIEW_COMMENT_MAX } from '@/lib/contract/combined-order-rules';
import { FormAlert } from '@/components/ui/form/form-alert';
import { RatingInput } from './rating-input';
import type { SignCall } from './sign-combined-order-button';
import { useActionTexts } from './use-action-texts';

interface ReviewValues {
  rating?: number;
  comment?: string;
}

interface SignCombinedOrderDialogProps {
  id: string;
  open: boolean;
  sign: SignCall;
  copy?: string;
  onClose: () => void;
  /** After receipt was confirmed (the dialog is closed by then). */
  onSigned: (combinedOrder: CombinedOrderDetail) => void;
}

/**
 * Asks for a rating of 1 to 5 (required) and an optional comment (at most REVIEW_COMMENT_MAX), then signs with the
 * review; the toast says how many points were credited. A refusal is shown in the dialog
 * (`errors.confirmReceiptFailed` otherwise).
 */
export function SignCombinedOrderDialog({ id, open, sign, copy, onClose, onSigned }: SignCombinedOrderDialogProps) {
  const t = useActionTexts(copy);
  const te = useTranslations('errors');
  const formId = `sign-combined-order-${useId()}`;
  const ratingLabelId = `${formId}-rating`;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<ReviewValues>();

  async function submit({ rating, comment }: ReviewValues) {
    if (saving || !rating) return;
    setSaving(true);
    setError(null);
    try {
      const signed = await sign(id, { rating, comment: comment?.trim() || null });
      onClose();
      const points = signed.pointsEarned;
      showInfoToast(points > 0 ? t('signedPoints', { id, points }) : t('signed', { id }), 4000);
      onSigned(signed);
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('confirmReceiptFailed') }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('signTitle', { id })}
      okText={t('signOk')}
      okButtonProps={{ loading: saving, htmlType: 'submit', form: formId }}
      cancelText={t('signBack')}
      onCancel={() => {
        onClose();
        setError(null);
      }}
      destroyOnHidden
    >
      <p>{t('signExplain')}</p>
      <Form id={formId} form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <FormAlert error={error} />
        <Form.Item
          name="rating"
          label={<span id={ratingLabelId}>{t('rating')}</span>}
          htmlFor=""
          rules={[{ required: true, type: 'number', min: RATING_MIN, message: t('ratingRequired') }]}
        >
          <RatingInput labelledBy={ratingLabelId} />
        </Form.Item>
        <Form.Item name="comment" label={t('comment')} rules={[{ max: REVIEW_COMMENT_MAX, message: t('tooLong', { max: REVIEW_COMMENT_MAX }) }]}>
          <Input.TextArea rows={3} maxLength={REVIEW_COMMENT_MAX} showCount placeholder={t('commentPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
