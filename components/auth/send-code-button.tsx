'use client';

import { useState } from 'react';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { sendVerificationCode, type CodePurpose, type ContactTarget } from '@/lib/api/passport';
import { useCountdown } from './countdown';
import { failureMessage } from '@/lib/api/failure-message';

interface SendCodeButtonProps {
  purpose: CodePurpose;
  /** Validates the contact fields and returns the target, or null (the form shows why). */
  getTarget: () => Promise<ContactTarget | null>;
  onSent: () => void;
  onError: (message: string) => void;
  size?: 'large' | 'middle';
}

/** Sends a one-time code, then counts down the resend delay the server gave (60 s). */
export function SendCodeButton({ purpose, getTarget, onSent, onError, size = 'large' }: SendCodeButtonProps) {
  const t = useTranslations('auth');
  const te = useTranslations('errors');
  const { seconds, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  async function handleClick() {
    const target = await getTarget().catch(() => null);
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

  return (
    <Button size={size} onClick={handleClick} loading={sending} disabled={running} aria-live="polite">
      {running ? t('resendIn', { seconds }) : t('sendCode')}
    </Button>
  );
}
