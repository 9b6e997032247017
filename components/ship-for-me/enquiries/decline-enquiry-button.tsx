'use client';

import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { closeEnquiry } from '@/lib/api/ship-for-me';
import { ENQUIRY_ANSWER_MAX } from '@/lib/contract/ship-for-me-rules';
import { PlainButton } from '@/components/ui/form/plain-button';
import { NativeDialog } from '@/components/ui/native-dialog';
import form from '@/components/ui/form/order-form.module.css';
import styles from './enquiries.module.css';

interface DeclineEnquiryButtonProps {
  enquiryId: string;
  /** `decline` an answer, or `withdraw` an enquiry not answered yet: the same call, other words. */
  mode: 'decline' | 'withdraw';
}

/**
 * Declines the answer (or withdraws the enquiry) after a native modal dialog with an optional reason (no antd
 * on this public route); its goods go back to the cart. A refusal is shown in the dialog in the server's
 * words; then the page is read again.
 */
export function DeclineEnquiryButton({ enquiryId, mode }: DeclineEnquiryButtonProps) {
  const t = useTranslations(`shipForMeEnquiry.${mode}`);
  const [open, setOpen] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  return (
    <>
      <PlainButton danger disabled={refreshing} onClick={() => setOpen(true)}>
        {t('button')}
      </PlainButton>
      {open ? <CloseDialog enquiryId={enquiryId} mode={mode} onClose={() => setOpen(false)} onClosed={(refresh) => startRefresh(refresh)} /> : null}
    </>
  );
}

interface CloseDialogProps extends DeclineEnquiryButtonProps {
  onClose(): void;
  onClosed(refresh: () => void): void;
}

function CloseDialog({ enquiryId, mode, onClose, onClosed }: CloseDialogProps) {
  const t = useTranslations(`shipForMeEnquiry.${mode}`);
  const tr = useTranslations('shipForMeEnquiry');
  const te = useTranslations('errors');
  const router = useRouter();
  const id = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await closeEnquiry(enquiryId, reason.trim() || null);
      showInfoToast(t('done'), 4000);
      onClose();
      onClosed(() => router.refresh());
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: t('failed') }));
      setSaving(false);
    }
  }

  const cancel = () => (saving ? undefined : onClose());
  return (
    <NativeDialog
      title={t('title')}
      message={t('explain')}
      onCancel={cancel}
      initialFocus={reasonField}
      look={{ dialog: styles.dialog, title: styles.dialogTitle }}
    >
      <form onSubmit={(event) => void submit(event)} className={styles.dialogForm}>
        {error ? (
          <p role="alert" className={form.formError}>
            {error}
          </p>
        ) : null}
        <label htmlFor={`${id}-reason`} className={form.label}>
          {tr('reason')}
        </label>
        <textarea
          ref={reasonField}
          id={`${id}-reason`}
          className={form.textarea}
          rows={3}
          maxLength={ENQUIRY_ANSWER_MAX}
          value={reason}
          disabled={saving}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <PlainButton onClick={cancel} disabled={saving}>
            {tr('keep')}
          </PlainButton>
          <PlainButton type="submit" variant="primary" danger loading={saving} disabled={saving}>
            {t('ok')}
          </PlainButton>
        </div>
      </form>
    </NativeDialog>
  );
}
