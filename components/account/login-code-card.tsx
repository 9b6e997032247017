'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PlainButton } from '@/components/ui/form/plain-button';
import { issueLoginCode } from '@/lib/api/account';
import { copyToClipboard } from '@/lib/api/feedback';
import { formatDate } from '@/lib/format/display';
import { AccountSection } from './account-section';
import styles from './section.module.css';

/** Creates a one-time login code for signing in on another device (/login-by-code). */
export function LoginCodeCard() {
  const t = useTranslations('account');
  const [issued, setIssued] = useState<{ loginCode: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    if (busy) return;
    setBusy(true);
    try {
      setIssued(await issueLoginCode());
    } catch {
      // The http client already showed the error toast.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection id="login-code" title={t('loginCodeHeading')}>
      <p className={styles.note}>{t('loginCodeIntro')}</p>
      {issued ? (
        <p role="status" className={styles.issued}>
          <strong>{t('loginCodeValue', { code: issued.loginCode, time: formatDate(issued.expiresAt) })}</strong>
          <PlainButton variant="link" size="small" onClick={() => void copyToClipboard(issued.loginCode)} aria-label={t('loginCodeCopy')}>
            <CopyIcon />
          </PlainButton>
        </p>
      ) : null}
      <PlainButton onClick={handleClick} loading={busy}>
        {t('loginCodeCreate')}
      </PlainButton>
    </AccountSection>
  );
}

/** antd's copy icon (Typography's `copyable` showed it). */
function CopyIcon() {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="64 64 896 896" fill="currentColor">
      <path d="M832 64H296c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8h496v688c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V96c0-17.7-14.3-32-32-32zM704 192H192c-17.7 0-32 14.3-32 32v530.7c0 8.5 3.4 16.6 9.4 22.6l173.3 173.3c2.2 2.2 4.7 4 7.4 5.5v1.9h4.2c3.5 1.3 7.2 2 11 2H704c17.7 0 32-14.3 32-32V224c0-17.7-14.3-32-32-32zM350 856.2L263.9 770H350v86.2zM664 888H414V746c0-22.1-17.9-40-40-40H232V264h432v624z" />
    </svg>
  );
}
