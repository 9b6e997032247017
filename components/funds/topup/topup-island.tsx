'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/contract/constants';
import { TopupPanel, type TopupPanelProps } from './topup-panel';

export interface TopupIslandProps extends TopupPanelProps {
  locale: Locale;
  /** The `topup`, `funds` and `errors` namespaces (the page has no intl provider of its own). */
  messages: AbstractIntlMessages;
}

/** The panel with its own messages: it is loaded lazily, so next-intl's client runtime comes with it. */
export function TopupIsland({ locale, messages, ...panel }: TopupIslandProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <TopupPanel {...panel} />
    </NextIntlClientProvider>
  );
}
