'use client';

import type { ReactNode, RefObject } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainButton } from '@/components/ui/form/plain-button';
import { PlainForm } from '@/components/ui/form/plain-form';
import styles from './section.module.css';

interface AccountFormProps {
  /** From usePlainForm: the first field in error is focused in this form. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Field ids are `<name>_<field>`. */
  name: string;
  saving: boolean;
  error: string | null;
  notice: string | null;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** A section's form: labels above the fields, the alert first, everything disabled while saving, submit last. */
export function AccountForm({ formRef, name, saving, error, notice, submitLabel, onSubmit, children }: AccountFormProps) {
  return (
    <div className={styles.form}>
      <PlainForm formRef={formRef} name={name} disabled={saving} onSubmit={onSubmit}>
        <FormAlert error={error} notice={notice} />
        {children}
        <PlainButton type="submit" variant="primary" loading={saving}>
          {submitLabel}
        </PlainButton>
      </PlainForm>
    </div>
  );
}
