'use client';

import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { formFailure } from '@/components/ui/form/server-errors';

/** Where a failed save's field errors go: these form fields (server names renamed by `fieldMap`). */
export interface FieldErrorTarget<Values> {
  form: FormInstance<Values>;
  fields: readonly (keyof Values & string)[];
  fieldMap?: Record<string, string>;
}

/**
 * The state of an account form's save: busy while it runs, then the error or the notice for
 * <FormAlert/>. A failure shows the server's field errors on the fields when `target` is given, and
 * the rest (or, with no field error, the SPEC section 8 message) above the form.
 */
export function useSave() {
  const te = useTranslations('errors');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function save<Values>(action: () => Promise<void>, target?: FieldErrorTarget<Values>) {
    setSaving(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const texts = { network: te('requestMsg'), fallback: te('submitFailed') };
      if (!target) {
        setError(failureMessage(failure, texts));
        return;
      }
      const { fields, message } = formFailure(failure, target.fields, texts, target.fieldMap);
      target.form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
      setError(message);
    } finally {
      setSaving(false);
    }
  }

  return { saving, error, notice, setError, setNotice, save };
}
