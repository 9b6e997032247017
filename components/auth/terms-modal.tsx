'use client';

import { useState } from 'react';
import { Button, Modal } from 'antd';
import '@/components/providers/antd/modal.css';
import { useTranslations } from 'next-intl';

/** The terms of service link of the consent checkbox; the HTML was sanitized on the server. */
export function TermsModal({ termsHtml }: { termsHtml: string }) {
  const t = useTranslations('auth');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen(true)}>
        {t('termsLink')}
      </Button>
      <Modal
        open={open}
        title={t('termsTitle')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('close')}</Button>}
        width={720}
      >
        {termsHtml ? (
          <div className="rich-text" style={{ maxHeight: 480, overflow: 'auto' }} dangerouslySetInnerHTML={{ __html: termsHtml }} />
        ) : (
          <p>{t('termsEmpty')}</p>
        )}
      </Modal>
    </>
  );
}
