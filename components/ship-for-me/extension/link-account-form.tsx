'use client';

import { type FormEvent, useId, useState } from 'react';
import { useClientValue } from '@/components/layout/use-client-value';
import actionRow from '@/components/ui/action-row.module.css';
import { buttonClassName } from '@/components/ui/button';
import { failureMessage } from '@/lib/api/failure-message';
import { hasSignedInHint } from '@/lib/session/signed-in-hint';
import { LinkSignIn } from './link-sign-in';
import styles from './extension.module.css';

/** The pre-auth code's shape as the sign-in pages accept it (components/auth/pre-auth.ts). */
const CODE = /^[\w.~-]{1,512}$/;

/** The form's words, worded on the server (this public page carries no client catalog); `linked` keeps `{time}`. */
export type LinkFormTexts = Record<
  | 'signInFirst'
  | 'sessionEnded'
  | 'signIn'
  | 'linkTitle'
  | 'codeLabel'
  | 'codeRequired'
  | 'codeInvalid'
  | 'link'
  | 'linking'
  | 'linked'
  | 'linkFailed'
  | 'network',
  string
>;

type Result = { kind: 'linked'; until: string } | { kind: 'failed'; message: string } | { kind: 'signedOut' };

export interface LinkAccountFormProps {
  loginHref: string;
  texts: LinkFormTexts;
}

/**
 * "Link your account": a signed-in member types the code the extension shows (never taken from the URL:
 * a code in a link could be someone else's) and binds it (POST /passport-management/bind). Visitors sign in first.
 * Loaded while the page hydrates (./extension-islands.tsx).
 */
export default function LinkAccountForm({ loginHref, texts }: LinkAccountFormProps) {
  const t = (key: keyof LinkFormTexts) => texts[key];
  const id = useId();
  const signedIn = useClientValue(hasSignedInHint, false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    const problem = !value ? t('codeRequired') : CODE.test(value) ? null : t('codeInvalid');
    setInvalid(problem);
    setResult(null);
    if (problem) return;
    setBusy(true);
    try {
      // Loaded on use: the public page carries no API client until then.
      const [{ bindPreAuthCode }, { statusOf }, { formatDate }] = await Promise.all([
        import('@/lib/api/passport'),
        import('@/lib/api/client'),
        import('@/lib/format/display'),
      ]);
      try {
        const bound = await bindPreAuthCode(value);
        setResult({ kind: 'linked', until: formatDate(bound.expiresAt, 'HH:mm') });
        setCode('');
      } catch (error) {
        setResult(
          statusOf(error) === 401
            ? { kind: 'signedOut' }
            : { kind: 'failed', message: failureMessage(error, { network: t('network'), fallback: t('linkFailed') }) },
        );
      }
    } finally {
      setBusy(false);
    }
  }

  if (!signedIn || result?.kind === 'signedOut') {
    return <LinkSignIn loginHref={loginHref} message={result ? t('sessionEnded') : t('signInFirst')} alert={Boolean(result)} signIn={t('signIn')} />;
  }
  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('linkTitle')}>
      <label htmlFor={`${id}-code`} className={styles.label}>
        {t('codeLabel')}
      </label>
      <div className={actionRow.row}>
        <input
          id={`${id}-code`}
          name="preAuthCode"
          type="text"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={512}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          required
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={styles.codeInput}
          disabled={busy}
        />
        <button type="submit" className={buttonClassName('primary')} disabled={busy} aria-busy={busy}>
          {busy ? t('linking') : t('link')}
        </button>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {invalid}
        </p>
      ) : null}
      {result?.kind === 'linked' ? (
        <p role="status" className={styles.notice}>
          {t('linked').replace('{time}', result.until)}
        </p>
      ) : null}
      {result?.kind === 'failed' ? (
        <p role="alert" className={styles.alert}>
          {result.message}
        </p>
      ) : null}
    </form>
  );
}
