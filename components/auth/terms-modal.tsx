'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { NativeDialog } from '@/components/ui/native-dialog';
import { PlainButton } from '@/components/ui/form/plain-button';
import styles from './terms-modal.module.css';

/** The terms of service link of the consent checkbox, opening a native dialog; the HTML was sanitized on the server. */
export function TermsModal({ termsHtml }: { termsHtml: string }) {
  const t = useTranslations('auth');
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <PlainButton variant="link" className={styles.trigger} onClick={() => setOpen(true)}>
        {t('termsLink')}
      </PlainButton>
      {open ? (
        <NativeDialog title={t('termsTitle')} onCancel={() => setOpen(false)} initialFocus={closeRef} look={styles}>
          {termsHtml ? (
            <div className={`rich-text ${styles.body}`} dangerouslySetInnerHTML={{ __html: termsHtml }} />
          ) : (
            <p className={styles.body}>{t('termsEmpty')}</p>
          )}
          <div className={styles.footer}>
            <PlainButton ref={closeRef} onClick={() => setOpen(false)}>
              {t('close')}
            </PlainButton>
          </div>
        </NativeDialog>
      ) : null}
    </>
  );
}
