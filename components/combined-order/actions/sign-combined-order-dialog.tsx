'use client';

// Exports: SignCombinedOrderDialog. Loaded when its button (./sign-combined-order-button) is first pressed.
import { useRef } from 'react';
import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { showInfoToast } from '@/lib/api/feedback';
import { RATING_MIN, REVIEW_COMMENT_MAX } from '@/lib/contract/combined-order-rules';
import { FormField } from '@/components/ui/form/form-field';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import field from '@/components/ui/form/field.module.css';
import { ActionDialog } from './action-dialog';
import { RatingInput } from './rating-input';
import { useActionSubmit } from './use-action-submit';
import type { SignCall } from './sign-combined-order-button';
import { useActionTexts } from './use-action-texts';
import styles from './actions.module.css';

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
 * (`errors.confirmReceiptFailed` otherwise). Drawn while open: each opening starts empty.
 */
export function SignCombinedOrderDialog({ open, ...props }: SignCombinedOrderDialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ id, sign, copy, onClose, onSigned }: Omit<SignCombinedOrderDialogProps, 'open'>) {
  const t = useActionTexts(copy);
  const { name, saving, error, run } = useActionSubmit('sign-combined-order', 'confirmReceiptFailed', onClose);
  const firstStar = useRef<HTMLInputElement>(null);
  const form = usePlainForm({
    name,
    initial: { rating: '', comment: '' },
    rules: {
      rating: (value) => (Number(value) >= RATING_MIN ? null : t('ratingRequired')),
      comment: (value) => (String(value).length > REVIEW_COMMENT_MAX ? t('tooLong', { max: REVIEW_COMMENT_MAX }) : null),
    },
  });
  const rating = form.text('rating');
  const { id: commentId, onChange: _onChange, ...comment } = form.text('comment', { hint: true });

  async function submit() {
    const values = form.validate();
    if (!values) return;
    await run(async () => {
      const signed = await sign(id, { rating: Number(values.rating), comment: values.comment.trim() || null });
      return () => {
        const points = signed.pointsEarned;
        showInfoToast(points > 0 ? t('signedPoints', { id, points }) : t('signed', { id }), 4000);
        onSigned(signed);
      };
    });
  }

  return (
    <ActionDialog
      title={t('signTitle', { id })}
      explain={t('signExplain')}
      formRef={form.formRef}
      name={name}
      saving={saving}
      error={error}
      okText={t('signOk')}
      cancelText={t('signBack')}
      initialFocus={firstStar}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <FormField id={rating.id} label={<span id={`${rating.id}_label`}>{t('rating')}</span>} group error={form.errors.rating}>
        <RatingInput
          name={rating.name}
          value={Number(form.values.rating) || 0}
          onChange={(value) => form.setValue('rating', String(value))}
          labelledBy={`${rating.id}_label`}
          invalid={rating['aria-invalid']}
          describedBy={rating['aria-describedby']}
          firstRef={firstStar}
        />
      </FormField>
      <FormField id={commentId} label={t('comment')} error={form.errors.comment} hint={`${form.values.comment.length} / ${REVIEW_COMMENT_MAX}`}>
        <textarea
          id={commentId}
          {...comment}
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder={t('commentPlaceholder')}
          className={`${field.control} ${styles.textArea}`}
          onChange={(event) => form.setValue('comment', event.target.value)}
        />
      </FormField>
    </ActionDialog>
  );
}
