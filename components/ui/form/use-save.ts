'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { formFailure, type FieldErrors } from '@/components/ui/form/server-errors';

/** Where a failed save's field errors go: these form fields (server names renamed by `fieldMap`). */
export interface FieldErrorTarget {
  /** A plain form (components/ui/form/use-plain-form.ts): the errors show under their fields. */
  form: { setFieldErrors: (fields: FieldErrors['fields']) => void };
  fields: readonly string[];
  fieldMap?: Record<string, string>;
}

/**
 * The state of a plain form's save: busy while it runs, then the error or the notice for
 * <FormAlert/>. A failure shows the server's field errors on the fields when `target` is given, and
 * the rest (or, with no field error, the SPEC section 8 message) above the form; `fallback` is the message of
 * a failure the server did not explain (errors.submitFailed unless given). A save asked for while one runs (a
 * second click or Enter before the form is disabled) is dropped: each runs once.
 */
export function useSave(fallback?: string) {
  const te = useTranslations('errors');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const running = useRef(false);

  async function save(action: () => Promise<void>, target?: FieldErrorTarget) {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const texts = { network: te('requestMsg'), fallback: fallback ?? te('submitFailed') };
      if (!target) {
        setError(failureMessage(failure, texts));
        return;
      }
      const { fields, message } = formFailure(failure, target.fields, texts, target.fieldMap);
      target.form.setFieldErrors(fields);
      setError(message);
    } finally {
      running.current = false;
      setSaving(false);
    }
  }

  return { saving, error, notice, setError, setNotice, save };
}
