'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { failureMessage } from '@/lib/api/failure-message';
import { mapServerErrors } from '@/components/ui/form/server-errors';
import type { PlainForm, PlainValues } from '@/components/ui/form/use-plain-form';
import { useAuthRules } from './auth-rules';
import { CONTACT_FIELD_MAP, contactFieldNames, contactTargetOf } from './contact-target';

/** What a sign-in, register or recovery form keeps besides its fields: its texts, rules, and the message above it. */
export function useAuthStatus() {
  const t = useTranslations('auth');
  const te = useTranslations('errors');
  const rules = useAuthRules();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return { t, te, rules, submitting, setSubmitting, error, setError, notice, setNotice };
}

type ContactForm = PlainValues & { kind: string; email: string; phone: string; internationalCode: string };

/**
 * The e-mail or phone the form's `kind` chose, checked together with `also`: the values and the contact target, or
 * null (the fields in error show why, the focus on the first).
 */
export function checkedContact<V extends ContactForm>(form: PlainForm<V>, also: (keyof V & string)[] = []) {
  const kind = form.values.kind === 'phone' ? 'phone' : 'email';
  const values = form.validate([...contactFieldNames(kind), ...also]);
  const target = values && contactTargetOf({ ...values, kind }, kind);
  return values && target ? { values, target } : null;
}

/** A refused submit: the server's field errors under their fields (`fields`), else its message above the form. */
export function showRefusal<V extends PlainValues>(form: PlainForm<V>, failure: unknown, fields: string[], status: ReturnType<typeof useAuthStatus>) {
  const mapped = mapServerErrors(failure, fields, CONTACT_FIELD_MAP);
  form.setFieldErrors(mapped.fields);
  status.setError(mapped.fields.length ? mapped.message : failureMessage(failure, { network: status.te('requestMsg'), fallback: status.te('submitFailed') }));
  status.setSubmitting(false);
}
