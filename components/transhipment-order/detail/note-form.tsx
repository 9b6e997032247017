'use client';

// Exports: NoteForm (needs NOTE_FORM_NAMESPACES, ../labels.ts).
import { useState, useTransition } from 'react';
import { Button, Form, Input } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/input.css';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { addOrderNote } from '@/lib/api/transhipment-order';
import { showInfoToast } from '@/lib/api/feedback';
import { failureMessage } from '@/lib/api/failure-message';
import { ORDER_NOTE_MAX } from '@/lib/contract/transhipment-order-rules';
import { FormAlert } from '@/components/ui/form/form-alert';
import own from './transhipment-detail.module.css';

/**
 * Adds a note to the order for the warehouse (required, at most ORDER_NOTE_MAX characters, sent trimmed);
 * a refusal is shown above the field in the server's words (`transhipmentOrder.detail.notes.failed` otherwise).
 * Added, the field empties and the page is read again, so the note appears in the list.
 */
export function NoteForm({ orderId }: { orderId: string }) {
  const t = useTranslations('transhipmentOrder.detail.notes');
  const te = useTranslations('errors');
  const router = useRouter();
  const [form] = Form.useForm<{ text: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();

  async function submit({ text }: { text: string }) {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await addOrderNote(orderId, text.trim());
      form.resetFields();
      showInfoToast(t('added'), 3000);
      startRefresh(() => router.refresh());
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: t('failed') }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form form={form} layout="vertical" className={own.noteForm} onFinish={(values) => void submit(values)} data-testid="note-form">
      <FormAlert error={error} />
      <Form.Item
        name="text"
        label={t('label')}
        rules={[
          { required: true, whitespace: true, message: t('required') },
          { max: ORDER_NOTE_MAX, message: t('tooLong', { max: ORDER_NOTE_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} maxLength={ORDER_NOTE_MAX} showCount placeholder={t('placeholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={refreshing}>
        {t('submit')}
      </Button>
    </Form>
  );
}
