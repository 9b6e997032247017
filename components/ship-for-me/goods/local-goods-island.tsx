'use client';

import type { ReactNode } from 'react';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/contract/constants';
import { LocalGoods } from './local-goods';

/** A visitor's goods with their own messages: loaded after the page (./goods-islands.tsx). */
export default function LocalGoodsIsland({ locale, messages, empty }: { locale: Locale; messages: AbstractIntlMessages; empty: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <LocalGoods empty={empty} />
    </NextIntlClientProvider>
  );
}
