'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { sendVerificationCode, type CodePurpose, type ContactTarget } from '@/lib/api/passport';
import { PlainButton } from '@/components/ui/form/plain-button';
import { useCountdown } from './countdown';
import { failureMessage } from '@/lib/api/failure-message';

export interface SendCodeProps {
  purpose: CodePurpose;
  /** Validates the contact fields and returns the target, or null (the form shows why). */
  getTarget: () => ContactTarget | null | Promise<ContactTarget | null>;
  onSent: () => void;
  onError: (message: string) => void;
}

/** Sending a one-time code, then the resend delay the server gave (60 s) counted down; the button's text. */
export function useSendCode({ purpose, getTarget, onSent, onError }: SendCodeProps) {
  const t = useTranslations('auth');
  const te = useTranslations('errors');
  const { seconds, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  async function send() {
    if (sending) return;
    const target = await Promise.resolve()
      .then(getTarget)
      .catch(() => null);
    if (!target) return;
    setSending(true);
    try {
      const sent = await sendVerificationCode(target, purpose);
      start(sent?.resendAfter ?? 60);
      onSent();
    } catch (error) {
      onError(failureMessage(error, { network: te('requestMsg'), fallback: te('requestMsg1') }));
    } finally {
      setSending(false);
    }
  }

  return { send, sending, running, label: running ? t('resendIn', { seconds }) : t('sendCode') };
}

/** The send-code button of a plain form (no antd): the sign-in, register and recovery forms and the account page. */
export function SendCodeButton(props: SendCodeProps) {
  const { send, sending, running, label } = useSendCode(props);
  return (
    <PlainButton size="large" onClick={send} loading={sending} disabled={running} aria-live="polite">
      {label}
    </PlainButton>
  );
}
