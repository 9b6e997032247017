'use client';

import type { ReactNode, RefObject } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainButton } from '@/components/ui/form/plain-button';
import { PlainForm } from '@/components/ui/form/plain-form';
import { NativeDialog } from '@/components/ui/native-dialog';
import dialog from '@/components/ui/dialog.module.css';
import styles from './actions.module.css';

interface ActionDialogProps {
  title: string;
  /** What the action does, above the form (the dialog's description). */
  explain: string;
  /** usePlainForm's form and name. */
  formRef: RefObject<HTMLFormElement | null>;
  name: string;
  /** While the call runs: every control disabled, the OK button busy. */
  saving: boolean;
  /** The server's refusal, above the fields. */
  error: string | null;
  okText: string;
  cancelText: string;
  /** A destructive action: the OK button is red. */
  danger?: boolean;
  /** What takes the focus on opening (the first field). */
  initialFocus: RefObject<HTMLElement | null>;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A waybill action's form in a native modal dialog (cancel with a reason, confirm receipt with a review): what it
 * does, the server's refusal, the fields, then Back and OK. No antd: a list's dialogs load only this when opened.
 */
export function ActionDialog({
  title,
  explain,
  formRef,
  name,
  saving,
  error,
  okText,
  cancelText,
  danger,
  initialFocus,
  onSubmit,
  onCancel,
  children,
}: ActionDialogProps) {
  return (
    <NativeDialog
      title={title}
      message={explain}
      onCancel={onCancel}
      initialFocus={initialFocus}
      look={{ ...dialog, dialog: `${dialog.dialog} ${styles.formDialog}` }}
    >
      <PlainForm formRef={formRef} name={name} disabled={saving} onSubmit={onSubmit}>
        <FormAlert error={error} />
        {children}
        <div className={dialog.actions}>
          <PlainButton onClick={onCancel}>{cancelText}</PlainButton>
          <PlainButton type="submit" variant="primary" danger={danger} loading={saving}>
            {okText}
          </PlainButton>
        </div>
      </PlainForm>
    </NativeDialog>
  );
}
