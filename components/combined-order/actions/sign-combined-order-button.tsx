'use client';

// Exports: SignCombinedOrderButton, SignCombinedOrderButtonProps, SignCall.
import { useId, useState, useTransition } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { signAndReview, type CombinedOrder, type CombinedOrderDetail } from '@/lib/api/combined-order';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { RATING_MIN, REVIEW_COMMENT_MAX } from '@/lib/contract/combined-order-rules';
import { FormAlert } from '@/components/ui/form/form-alert';
import { RatingInput } from './rating-input';
import { useActionTexts } from './use-action-texts';

/** The call that confirms receipt with a review and answers the order as it is now. */
export type SignCall = (id: string, review: { rating: number; comment: string | null }) => Promise<CombinedOrderDetail>;

export interface SignCombinedOrderButtonProps {
  combinedOrder: Pick<CombinedOrder, 'id' | 'canSign'>;
  /** Called with the signed waybill; the page's server data is read again as well. */
  onSigned?: (combinedOrder: CombinedOrderDetail) => void;
  size?: 'small' | 'middle';
  /** The sign call (default: the waybill's, signAndReview); a transhipment order passes its own. */
  sign?: SignCall;
  /** A catalog namespace whose keys replace `combinedOrder.actions`' (./use-action-texts.ts), e.g. `transhipmentOrder.actions`. */
  copy?: string;
}

interface ReviewValues {
  rating?: number;
  comment?: string;
}

/**
 * "Confirm receipt" (only when `canSign`): a dialog asks for a rating of 1 to 5 (required) and an optional
 * comment (at most REVIEW_COMMENT_MAX), then signs with the review; the toast says how many points were
 * credited. A refusal is shown in the dialog (`errors.confirmReceiptFailed` otherwise).
 * Needs the `combinedOrder` and `errors` namespaces (and `copy`'s, when given).
 */
export function SignCombinedOrderButton({ combinedOrder, onSigned, size, sign = signAndReview, copy }: SignCombinedOrderButtonProps) {
  const t = useActionTexts(copy);
  const te = useTranslations('errors');
  const router = useRouter();
  const uid = useId();
  const formId = `sign-combined-order-${uid}`;
  const ratingLabelId = `${formId}-rating`;
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const [form] = Form.useForm<ReviewValues>();

  async function submit({ rating, comment }: ReviewValues) {
    if (saving || !rating) return;
    setSaving(true);
    setError(null);
    try {
      const signed = await sign(combinedOrder.id, { rating, comment: comment?.trim() || null });
      setOpen(false);
      const points = signed.pointsEarned;
      showInfoToast(points > 0 ? t('signedPoints', { id: combinedOrder.id, points }) : t('signed', { id: combinedOrder.id }), 4000);
      onSigned?.(signed);
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('confirmReceiptFailed') }));
    } finally {
      setSaving(false);
    }
  }

  if (!combinedOrder.canSign) return null;
  return (
    <>
      <Button type="primary" size={size} disabled={refreshing} aria-label={t('signLabel', { id: combinedOrder.id })} onClick={() => setOpen(true)}>
        {t('sign')}
      </Button>
      <Modal
        open={open}
        title={t('signTitle', { id: combinedOrder.id })}
        okText={t('signOk')}
        okButtonProps={{ loading: saving, htmlType: 'submit', form: formId }}
        cancelText={t('signBack')}
        onCancel={() => {
          setOpen(false);
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
    </>
  );
}
