'use client';

import { type ReactNode, useState } from 'react';
import { Form, type FormInstance, type FormProps, Modal } from 'antd';
import '@/components/providers/antd/form.css';
import '@/components/providers/antd/modal.css';
import { FormAlert } from './form-alert';
import type { FieldErrors } from './server-errors';

export interface FormModalState<V> {
  form: FormInstance<V>;
  open: boolean;
  /** Cancel: the message above the form goes with the dialog. */
  close: () => void;
  saving: boolean;
  error: string | null;
  setError: (error: string | null) => void;
  /** Runs a save with the form disabled; a failure's field errors land on their fields, the rest above the form. */
  submit: (save: () => Promise<void>, failed: (failure: unknown) => FieldErrors) => Promise<void>;
}

/** A dialog form's state: its antd form, whether it is open or saving, and the message above it. */
export function useFormModal<V>({ open, onClose }: { open: boolean; onClose: () => void }): FormModalState<V> {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(save: () => Promise<void>, failed: (failure: unknown) => FieldErrors) {
    setSaving(true);
    setError(null);
    try {
      await save();
    } catch (failure) {
      const { fields, message } = failed(failure);
      form.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
      setError(message);
    } finally {
      setSaving(false);
    }
  }

  const close = () => {
    setError(null);
    onClose();
  };

  return { form, open, close, saving, error, setError, submit };
}

interface FormModalProps<V> {
  modal: FormModalState<V>;
  /** The form's name: its fields' ids start with it. */
  name: string;
  texts: { title: ReactNode; ok: string; cancel: string };
  onFinish: (values: V) => void;
  onValuesChange?: FormProps<V>['onValuesChange'];
  /** What stands above the message and the fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A form in a dialog: its OK submits, it is drawn while closed (the form is always connected) and disabled while saving. */
export function FormModal<V>({ modal, name, texts, onFinish, onValuesChange, intro, children }: FormModalProps<V>) {
  const { form, saving, error } = modal;
  return (
    <Modal
      open={modal.open}
      title={texts.title}
      okText={texts.ok}
      cancelText={texts.cancel}
      onOk={() => form.submit()}
      onCancel={modal.close}
      confirmLoading={saving}
      forceRender
      width={560}
    >
      <Form<V>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={saving}
        onValuesChange={onValuesChange}
        // On a phone the first field in error may sit below the fold of the dialog: show it, with the focus on it.
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        {intro}
        <FormAlert error={error} />
        {children}
      </Form>
    </Modal>
  );
}
