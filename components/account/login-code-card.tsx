'use client';

import { useState } from 'react';
import { Button, Typography } from 'antd';
import '@/components/providers/antd/typography.css';
import { useTranslations } from 'next-intl';
import { issueLoginCode } from '@/lib/api/account';
import { formatDate } from '@/lib/format/display';
import { AccountSection } from './account-section';
import styles from './section.module.css';

/** Creates a one-time login code for signing in on another device (/login-by-code). */
export function LoginCodeCard() {
  const t = useTranslations('account');
  const [issued, setIssued] = useState<{ loginCode: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleClick() {
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
        <p role="status">
          <Typography.Text copyable={{ text: issued.loginCode }} strong>
            {t('loginCodeValue', { code: issued.loginCode, time: formatDate(issued.expiresAt) })}
          </Typography.Text>
        </p>
      ) : null}
      <Button onClick={handleClick} loading={busy}>
        {t('loginCodeCreate')}
      </Button>
    </AccountSection>
  );
}
