'use client';

// Exports: NoteForm (needs NOTE_FORM_NAMESPACES, ../labels.ts).
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { addOrderNote } from '@/lib/api/transhipment-order';
import { showInfoToast } from '@/lib/api/feedback';
import { ORDER_NOTE_MAX } from '@/lib/contract/transhipment-order-rules';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { PlainButton } from '@/components/ui/form/plain-button';
import { PlainForm } from '@/components/ui/form/plain-form';
import { TextArea } from '@/components/ui/form/text-input';
import { usePlainForm } from '@/components/ui/form/use-plain-form';
import { useSave } from '@/components/ui/form/use-save';
import own from './transhipment-detail.module.css';

/**
 * Adds a note to the order for the warehouse (required, at most ORDER_NOTE_MAX characters, sent trimmed);
 * a refusal is shown above the field in the server's words (`transhipmentOrder.detail.notes.failed` otherwise).
 * Added, the field empties and the page is read again, so the note appears in the list. A plain form: no antd.
 */
export function NoteForm({ orderId }: { orderId: string }) {
  const t = useTranslations('transhipmentOrder.detail.notes');
  const router = useRouter();
  const { saving, error, save } = useSave(t('failed'));
  const [refreshing, startRefresh] = useTransition();
  const form = usePlainForm({
    name: 'note',
    initial: { text: '' },
    rules: {
      text: (value) => {
        const text = String(value);
        if (!text.trim()) return t('required');
        return text.length > ORDER_NOTE_MAX ? t('tooLong', { max: ORDER_NOTE_MAX }) : null;
      },
    },
  });

  async function submit() {
    const values = form.validate();
    if (!values) return;
    await save(async () => {
      await addOrderNote(orderId, values.text.trim());
      form.reset();
      showInfoToast(t('added'), 3000);
      startRefresh(() => router.refresh());
    });
  }

  return (
    <div className={own.noteForm} data-testid="note-form">
      <PlainForm formRef={form.formRef} name="note" disabled={saving} onSubmit={() => void submit()}>
        <FormAlert error={error} />
        <FormField id={form.idOf('text')} label={t('label')} error={form.errors.text}>
          <TextArea {...form.text('text')} rows={3} maxLength={ORDER_NOTE_MAX} placeholder={t('placeholder')} />
        </FormField>
        <PlainButton type="submit" variant="primary" loading={saving} disabled={refreshing}>
          {t('submit')}
        </PlainButton>
      </PlainForm>
    </div>
  );
}
