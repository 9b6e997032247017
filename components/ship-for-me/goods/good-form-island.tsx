'use client';

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { AntdProvider } from '@/components/providers/antd-provider';
import type { Locale } from '@/lib/contract/constants';
import { GoodFormModal, type GoodFormModalProps } from './good-form';

/** The hand form with its own messages: loaded on first use (./add-good-button.tsx), next-intl's client runtime with it. */
export default function GoodFormIsland({
  locale,
  messages,
  primaryColor,
  ...form
}: GoodFormModalProps & { locale: Locale; messages: AbstractIntlMessages; primaryColor: string }) {
  return (
    <AntdProvider locale={locale} primaryColor={primaryColor}>
      <NextIntlClientProvider locale={locale} messages={messages}>
        <GoodFormModal {...form} />
      </NextIntlClientProvider>
    </AntdProvider>
  );
}
