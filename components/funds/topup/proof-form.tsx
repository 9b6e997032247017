'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { sendTopupProof, type ProofFields, type Topup } from '@/lib/api/funds';
import { failureMessage } from '@/lib/api/failure-message';
import { PAYER_FIELD_MAX } from '@/lib/contract/money-rules';
import { PlainButton } from '@/components/ui/form/plain-button';
import { mapServerErrors } from '@/components/ui/form/server-errors';
import { useAttemptKey } from './attempt-key';
import { TAOBAO_LINK } from './methods';
import { ProofFilesField } from './proof-files-field';
import { proofProblems, type ProofField } from './proof-rules';
import proof from './proof-form.module.css';
import styles from './topup.module.css';
import { LabelledField } from '@/components/ui/form/labelled-field';
import { TopupSection } from './topup-section';

const FIELDS: Record<'bank' | 'taobao', { name: ProofField; autoComplete: string; inputMode?: 'numeric' }[]> = {
  bank: [
    { name: 'payerName', autoComplete: 'name' },
    { name: 'transferNumber', autoComplete: 'off' },
  ],
  taobao: [
    { name: 'taobaoOrderNumber', autoComplete: 'off', inputMode: 'numeric' },
    { name: 'wangwangId', autoComplete: 'off' },
  ],
};

/**
 * Proof of a bank transfer (payer name, transfer number, screenshots) or a Taobao payment (order number
 * and Wangwang ID, screenshots optional): checked here (required fields, ≤ 64 characters, images) and
 * again by the server; then the top-up waits for staff.
 */
export function ProofForm({ topup, onUpdate }: { topup: Topup; onUpdate: (topup: Topup) => void }) {
  const t = useTranslations('topup');
  const te = useTranslations('errors');
  const kind = topup.method === TAOBAO_LINK ? 'taobao' : 'bank';
  const fields = FIELDS[kind];
  const [values, setValues] = useState<ProofFields>({});
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<ProofField | 'files', string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const keyFor = useAttemptKey();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const trimmed = Object.fromEntries(fields.map(({ name }) => [name, (values[name] ?? '').trim()])) as ProofFields;
    const problems = proofProblems(kind, trimmed, files.length, (name) => t(name));
    setErrors(Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.values)])));
    setMessage(null);
    if (problems.length) {
      document.getElementById(`proof-${problems[0].field}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const body = { trimmed, files: files.map((f) => [f.name, f.size, f.lastModified]) };
      onUpdate(await sendTopupProof(topup.id, trimmed, files, keyFor(body)));
    } catch (failure) {
      const mapped = mapServerErrors(failure, [...fields.map((f) => f.name), 'files']);
      setErrors(Object.fromEntries(mapped.fields.map((f) => [f.name, f.errors.join(' ')])));
      setMessage(mapped.fields.length ? mapped.message : failureMessage(failure, { network: te('requestMsg'), fallback: te('uploadFailed') }));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const describedBy = (name: string) => (errors[name as ProofField] ? `proof-${name}-error` : undefined);
  return (
    <TopupSection id="topup-proof" title={t('proofHeading')}>
      <form noValidate onSubmit={onSubmit} className={proof.form} aria-labelledby="topup-proof-title">
        {message ? (
          <p role="alert" className={styles.formError}>
            {message}
          </p>
        ) : null}
        {fields.map(({ name, autoComplete, inputMode }) => (
          <LabelledField key={name} htmlFor={`proof-${name}`} label={t(name)} look={proof}>
            <input
              id={`proof-${name}`}
              name={name}
              className={proof.input}
              value={values[name] ?? ''}
              maxLength={PAYER_FIELD_MAX}
              autoComplete={autoComplete}
              inputMode={inputMode}
              disabled={sending}
              aria-required={name !== 'transferNumber' || undefined}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name)}
              onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
            />
            {errors[name] ? (
              <p id={`proof-${name}-error`} className={styles.error}>
                {errors[name]}
              </p>
            ) : null}
          </LabelledField>
        ))}
        <ProofFilesField files={files} onChange={setFiles} serverError={errors.files ?? null} disabled={sending} />
        <div className={styles.actions}>
          <PlainButton type="submit" variant="primary" disabled={sending} loading={sending}>
            {t('sendProof')}
          </PlainButton>
        </div>
      </form>
    </TopupSection>
  );
}
