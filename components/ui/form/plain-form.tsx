'use client';

import type { ReactNode, RefObject } from 'react';
import styles from './plain-form.module.css';

interface PlainFormProps {
  /** From usePlainForm: the first field in error is found (and focused) in this form. */
  formRef: RefObject<HTMLFormElement | null>;
  name: string;
  /** While submitting: every control is disabled (a <fieldset disabled>). */
  disabled: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** A native form checked by script (noValidate: the messages are the catalog's, not the browser's). */
export function PlainForm({ formRef, name, disabled, onSubmit, children }: PlainFormProps) {
  return (
    <form
      ref={formRef}
      id={name}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset disabled={disabled} className={styles.fieldset}>
        {children}
      </fieldset>
    </form>
  );
}
