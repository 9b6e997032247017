'use client';

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/contract/constants';
import { MemberCart, type MemberCartProps } from './member-cart';

export interface IslandProps {
  locale: Locale;
  /** The namespaces the island reads (`shipForMeCart`, `shipForMe`, `errors`): the page has no client provider. */
  messages: AbstractIntlMessages;
}

/** The member's cart with its own messages: loaded after the page (./cart-islands.tsx), next-intl's client runtime with it. */
export default function MemberCartIsland({ locale, messages, ...cart }: IslandProps & MemberCartProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <MemberCart {...cart} />
    </NextIntlClientProvider>
  );
}
