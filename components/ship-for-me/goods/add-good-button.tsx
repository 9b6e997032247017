'use client';

import { lazy, Suspense, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/contract/constants';
import type { ButtonVariant } from '@/components/ui/button';
import { AddGoodFace } from './add-good-face';
import type { GoodAdded } from './good-form';

// The form (antd, next-intl's client runtime) loads on first use: this page is public and stays light.
const GoodFormIsland = lazy(() => import('./good-form-island'));

/** The button's words and what it says after adding, worded on the server. */
export interface AddGoodTexts {
  button: string;
  added: string;
  merged: string;
  full: string;
}

export interface AddGoodButtonProps {
  member: boolean;
  variant?: ButtonVariant;
  texts: AddGoodTexts;
  locale: Locale;
  /** The form's namespaces (`shipForMe`, `shipForMeGoods`, `errors`). */
  messages: AbstractIntlMessages;
  /** The host's primary colour: the dialog brings the site's antd theme with it. */
  primaryColor: string;
}

/**
 * "Add a good by hand" and its dialog; a member's page is read again after adding. Loaded after the page
 * (./goods-islands.tsx), which the server draws with this button in it.
 */
export default function AddGoodButton({ member, variant = 'default', texts, ...island }: AddGoodButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [, startRefresh] = useTransition();

  function added(outcome: GoodAdded) {
    // Loaded on use, as the form is.
    const feedback = import('@/lib/api/feedback');
    if (outcome === 'full') {
      void feedback.then(({ showErrorToast }) => showErrorToast(texts.full));
      return;
    }
    setOpen(false);
    void feedback.then(({ showInfoToast }) => showInfoToast(outcome === 'added' ? texts.added : texts.merged, 4000));
    if (member) startRefresh(() => router.refresh());
  }

  return (
    <>
      <AddGoodFace
        variant={variant}
        label={texts.button}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          {/* The page's language, the form's messages and the host's colour pass through unchanged. */}
          <GoodFormIsland {...island} open={open} member={member} onClose={() => setOpen(false)} onAdded={added} />
        </Suspense>
      ) : null}
    </>
  );
}
