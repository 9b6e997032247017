'use client';

import type { ReactNode, RefObject } from 'react';
import { NativeDialog } from '../native-dialog';
import { FormAlert } from './form-alert';
import { PlainButton } from './plain-button';
import { PlainForm } from './plain-form';
import styles from './form-dialog.module.css';

interface PlainFormDialogProps {
  /** From usePlainForm: the first field in error is found (and focused) in this form. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's id: its fields' ids start with it, and the Save button at the foot names it. */
  name: string;
  title: ReactNode;
  texts: { ok: string; cancel: string };
  /** While saving: the fields are disabled and Save shows a spinner; Cancel still closes. */
  saving: boolean;
  /** The message above the fields (a failure no field took). */
  error: string | null;
  /** What takes the focus when it opens (the first field). */
  initialFocus: RefObject<HTMLElement | null>;
  onSubmit: () => void;
  /** Cancel, Escape: the caller unmounts the dialog to close it. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A plain form (./use-plain-form.ts) in a native modal <dialog>, antd Modal's look without antd: the title, the
 * message and the fields (scrolling inside the box on a short screen), Cancel and Save at the foot. Enter in a
 * field saves, as does Save (a submit button of the form, outside it so it stays enabled looking busy).
 */
export function PlainFormDialog({ formRef, name, title, texts, saving, error, initialFocus, onSubmit, onCancel, children }: PlainFormDialogProps) {
  return (
    <NativeDialog title={title} onCancel={onCancel} initialFocus={initialFocus} look={styles}>
      <div className={styles.body}>
        <PlainForm formRef={formRef} name={name} disabled={saving} onSubmit={onSubmit}>
          <FormAlert error={error} />
          {children}
        </PlainForm>
      </div>
      <div className={styles.footer}>
        <PlainButton onClick={onCancel}>{texts.cancel}</PlainButton>
        <PlainButton type="submit" form={name} variant="primary" loading={saving}>
          {texts.ok}
        </PlainButton>
      </div>
    </NativeDialog>
  );
}
