'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { IslandProps } from './member-cart-island';
import { VisitorCart } from './visitor-cart';

/** A visitor's cart with its own messages: loaded after the page (./cart-islands.tsx) with the local cart's store. */
export default function VisitorCartIsland({ locale, messages, empty }: IslandProps & { empty: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <VisitorCart empty={empty} />
    </NextIntlClientProvider>
  );
}
