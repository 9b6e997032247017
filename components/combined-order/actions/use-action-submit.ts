'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';

/**
 * What the waybill's action dialogs share: the form's name, the saving flag and the refusal shown in the dialog
 * (in the server's words, `errors.<fallbackKey>` otherwise). `run` sends once at a time; on success the dialog is
 * closed, then what the action returned runs (its toast, the caller's update).
 */
export function useActionSubmit(prefix: string, fallbackKey: 'cancelFailed' | 'confirmReceiptFailed', onClose: () => void) {
  const te = useTranslations('errors');
  const name = `${prefix}-${useId().replace(/\W/g, '')}`;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<() => void>) {
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      const afterClose = await action();
      onClose();
      afterClose();
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te(fallbackKey) }));
    } finally {
      setSaving(false);
    }
  }

  return { name, saving, error, run };
}
